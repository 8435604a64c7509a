#!/usr/bin/python3
"""Unicode "Miscellaneous Symbols" block (U+2600..U+26FF) from Python's unicodedata.

One object per assigned code point, in code point order:
codepoint ("U+XXXX"), character, name, category, bidi, east_asian_width, mirrored (0/1).
Unassigned code points (no name) are skipped.
"""
import json
import unicodedata

OUT = "misc-symbols.json"
items = []
for cp in range(0x2600, 0x2700):
    ch = chr(cp)
    name = unicodedata.name(ch, None)
    if name is None:
        continue
    items.append({
        "codepoint": "U+%04X" % cp,
        "character": ch,
        "name": name,
        "category": unicodedata.category(ch),
        "bidi": unicodedata.bidirectional(ch),
        "east_asian_width": unicodedata.east_asian_width(ch),
        "mirrored": unicodedata.mirrored(ch),
    })
with open(OUT, "w", encoding="utf-8") as f:
    json.dump({"block": "Miscellaneous Symbols", "range": "U+2600..U+26FF",
               "unicode_version": unicodedata.unidata_version, "characters": items},
              f, ensure_ascii=False, indent=1)
    f.write("\n")
print(OUT, len(items), "characters")
