#!/usr/bin/python3
"""Write arrows.json: the Unicode "Arrows" block (U+2190..U+21FF) from Python's
built-in unicodedata module, one object per code point in code point order:
codepoint ("U+XXXX"), character, name, category, bidi, mirrored (true/false),
decomposition (string, "" when none)."""
import json, unicodedata

items = []
for cp in range(0x2190, 0x2200):
    ch = chr(cp)
    items.append({
        "codepoint": "U+%04X" % cp,
        "character": ch,
        "name": unicodedata.name(ch, ""),
        "category": unicodedata.category(ch),
        "bidi": unicodedata.bidirectional(ch),
        "mirrored": bool(unicodedata.mirrored(ch)),
        "decomposition": unicodedata.decomposition(ch),
    })
with open("arrows.json", "w", encoding="utf-8") as out:
    json.dump({"block": "Arrows", "range": "U+2190..U+21FF",
               "unicode_version": unicodedata.unidata_version,
               "characters": items}, out, ensure_ascii=False, indent=1)
    out.write("\n")
print(len(items), "characters")
