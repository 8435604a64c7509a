#!/usr/bin/python3
"""Dump the Unicode 'Geometric Shapes' block (U+25A0..U+25FF) from Python's built-in
unicodedata module as a JSON list, one object per code point, in code point order."""
import json
import unicodedata

items = []
for cp in range(0x25A0, 0x2600):
    ch = chr(cp)
    items.append({
        "codepoint": "U+%04X" % cp,
        "character": ch,
        "name": unicodedata.name(ch, None),
        "category": unicodedata.category(ch),
        "bidi_mirrored": bool(unicodedata.mirrored(ch)),
        "east_asian_width": unicodedata.east_asian_width(ch),
    })

with open("geometric-shapes.json", "w", encoding="utf-8") as out:
    json.dump({"block": "Geometric Shapes", "range": "U+25A0..U+25FF",
               "unicode_version": unicodedata.unidata_version, "characters": items},
              out, ensure_ascii=False, indent=1)
    out.write("\n")
print(len(items), "characters")
