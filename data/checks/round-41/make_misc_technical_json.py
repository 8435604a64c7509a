#!/usr/bin/python3
"""Make misc-technical.json from Python's unicodedata module: the Unicode
"Miscellaneous Technical" block, U+2300..U+23FF, one object per assigned code
point in code point order: codepoint, character, name, category, bidi_class,
mirrored (true/false)."""
import json, sys, unicodedata

items = []
for cp in range(0x2300, 0x2400):
    ch = chr(cp)
    name = unicodedata.name(ch, None)
    if name is None:
        continue
    items.append({
        "codepoint": "U+%04X" % cp,
        "character": ch,
        "name": name,
        "category": unicodedata.category(ch),
        "bidi_class": unicodedata.bidirectional(ch),
        "mirrored": bool(unicodedata.mirrored(ch)),
    })

doc = {"block": "Miscellaneous Technical", "range": "U+2300..U+23FF",
       "unicode_version": unicodedata.unidata_version, "characters": items}
with open("misc-technical.json", "w", encoding="utf-8") as out:
    json.dump(doc, out, ensure_ascii=False, indent=1)
    out.write("\n")
print(len(items), "characters")
