#!/usr/bin/python3
"""Make letterlike-symbols.json from Python's unicodedata module.

Code points U+2100..U+214F (the Unicode "Letterlike Symbols" block), in code point
order, one object each: codepoint ("U+XXXX"), character, name, category (general
category), bidi (bidirectional class), decomposition (as unicodedata gives it, "" when
none), mirrored (true/false). Code points with no name (unassigned) are skipped.
"""
import json
import unicodedata

items = []
for cp in range(0x2100, 0x2150):
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
        "decomposition": unicodedata.decomposition(ch),
        "mirrored": bool(unicodedata.mirrored(ch)),
    })

doc = {"block": "Letterlike Symbols", "range": "U+2100..U+214F",
       "unicode_version": unicodedata.unidata_version, "characters": items}
with open("letterlike-symbols.json", "w", encoding="utf-8") as out:
    json.dump(doc, out, ensure_ascii=False, indent=1)
    out.write("\n")
print(len(items), "characters")
