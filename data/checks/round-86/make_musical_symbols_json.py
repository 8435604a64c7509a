#!/usr/bin/python3
"""Write unicode-musical-symbols.json from Python's built-in unicodedata module
(python3.11-minimal). Covers the Musical Symbols block, U+1D100..U+1D1FF;
code points without a name (unassigned) are skipped. One object per assigned
code point, in code point order: codepoint ("U+XXXXX"), character, name,
category (general category), combining (canonical combining class),
mirrored (true/false)."""
import json
import unicodedata

rows = []
for cp in range(0x1D100, 0x1D200):
    ch = chr(cp)
    name = unicodedata.name(ch, None)
    if name is None:
        continue
    rows.append({
        "codepoint": "U+%04X" % cp,
        "character": ch,
        "name": name,
        "category": unicodedata.category(ch),
        "combining": unicodedata.combining(ch),
        "mirrored": bool(unicodedata.mirrored(ch)),
    })

with open("unicode-musical-symbols.json", "w", encoding="utf-8") as f:
    json.dump({"block": "Musical Symbols",
               "range": "U+1D100..U+1D1FF",
               "unicode_version": unicodedata.unidata_version,
               "characters": rows}, f, ensure_ascii=False, indent=1)
    f.write("\n")
