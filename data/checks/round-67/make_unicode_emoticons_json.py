#!/usr/bin/python3
"""Make unicode-emoticons.json: every assigned code point of the Unicode
"Emoticons" block (U+1F600..U+1F64F) from Python's built-in unicodedata module."""
import json
import unicodedata

rows = []
for cp in range(0x1F600, 0x1F650):
    ch = chr(cp)
    name = unicodedata.name(ch, None)
    if name is None:
        continue
    rows.append({
        "code_point": "U+%04X" % cp,
        "character": ch,
        "name": name,
        "general_category": unicodedata.category(ch),
        "utf8_bytes": ch.encode("utf-8").hex(" ").upper(),
    })
doc = {
    "block": "Emoticons",
    "range": "U+1F600..U+1F64F",
    "unicode_version": unicodedata.unidata_version,
    "count": len(rows),
    "characters": rows,
}
with open("unicode-emoticons.json", "w", encoding="utf-8") as out:
    json.dump(doc, out, ensure_ascii=False, indent=1)
    out.write("\n")
print(len(rows), "characters")
