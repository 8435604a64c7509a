#!/usr/bin/python3
"""Make yijing-hexagrams.json from Python's built-in unicodedata module.

The Unicode block "Yijing Hexagram Symbols" is U+4DC0..U+4DFF (64 code points).
One object per code point, in code point order:
  number     position in the block, 1..64
  codepoint  "U+XXXX"
  character  the character itself
  name       the Unicode character name
  hexagram   the name with the leading "HEXAGRAM FOR " removed, lower-cased
  category   general category
  utf8       the UTF-8 encoding as space-separated hex bytes
"""
import json
import unicodedata

rows = []
for i, cp in enumerate(range(0x4DC0, 0x4E00), start=1):
    ch = chr(cp)
    name = unicodedata.name(ch)
    rows.append({
        "number": i,
        "codepoint": "U+%04X" % cp,
        "character": ch,
        "name": name,
        "hexagram": name.removeprefix("HEXAGRAM FOR ").lower(),
        "category": unicodedata.category(ch),
        "utf8": " ".join("%02X" % b for b in ch.encode("utf-8")),
    })

doc = {
    "block": "Yijing Hexagram Symbols",
    "range": "U+4DC0..U+4DFF",
    "unicode_version": unicodedata.unidata_version,
    "count": len(rows),
    "characters": rows,
}
with open("yijing-hexagrams.json", "w", encoding="utf-8") as f:
    json.dump(doc, f, ensure_ascii=False, indent=1)
    f.write("\n")
print(len(rows), "objects")
