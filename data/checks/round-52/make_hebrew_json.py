#!/usr/bin/python3
"""Assigned code points of the Unicode Hebrew block (U+0590..U+05FF) from Python's
built-in unicodedata module -> JSON list, in code point order.

Fields: codepoint ("U+05XX"), character, name, category (general category),
combining (canonical combining class, integer), bidi (bidirectional class).
"""
import json
import unicodedata

items = []
for cp in range(0x0590, 0x0600):
    ch = chr(cp)
    name = unicodedata.name(ch, None)
    if name is None:
        continue  # unassigned
    items.append({
        "codepoint": "U+%04X" % cp,
        "character": ch,
        "name": name,
        "category": unicodedata.category(ch),
        "combining": unicodedata.combining(ch),
        "bidi": unicodedata.bidirectional(ch),
    })

with open("unicode-hebrew.json", "w", encoding="utf-8") as out:
    json.dump({"unicode_version": unicodedata.unidata_version,
               "block": "Hebrew (U+0590..U+05FF)",
               "characters": items}, out, ensure_ascii=False, indent=1)
    out.write("\n")
print(len(items), "characters")
