#!/usr/bin/python3
"""Make transport-map-symbols.json from Python's built-in unicodedata module.

Every assigned code point in the Unicode block "Transport and Map Symbols"
(U+1F680..U+1F6FF), in code point order, one object each:
codepoint ("U+XXXX"), character, name, general category, East Asian width.
Unassigned code points (unicodedata.name raises ValueError) are skipped.
"""
import json
import unicodedata

rows = []
for cp in range(0x1F680, 0x1F700):
    ch = chr(cp)
    try:
        name = unicodedata.name(ch)
    except ValueError:
        continue
    rows.append({
        "codepoint": "U+%04X" % cp,
        "character": ch,
        "name": name,
        "category": unicodedata.category(ch),
        "east_asian_width": unicodedata.east_asian_width(ch),
    })

doc = {
    "block": "Transport and Map Symbols",
    "range": "U+1F680..U+1F6FF",
    "unicode_version": unicodedata.unidata_version,
    "count": len(rows),
    "characters": rows,
}
with open("transport-map-symbols.json", "w", encoding="utf-8") as out:
    json.dump(doc, out, ensure_ascii=False, indent=1)
    out.write("\n")
