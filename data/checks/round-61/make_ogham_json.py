#!/usr/bin/python3
"""Write ogham.json: every assigned code point of the Unicode Ogham block
(U+1680..U+169F), from Python's built-in unicodedata module, in code point
order. Fields: codepoint ("U+XXXX"), character, name, category (general
category), bidi (bidirectional class)."""
import json
import unicodedata

out = []
for cp in range(0x1680, 0x16A0):
    ch = chr(cp)
    name = unicodedata.name(ch, None)
    if name is None:
        continue
    out.append({
        "codepoint": "U+%04X" % cp,
        "character": ch,
        "name": name,
        "category": unicodedata.category(ch),
        "bidi": unicodedata.bidirectional(ch),
    })

with open("ogham.json", "w", encoding="utf-8") as f:
    json.dump({"block": "Ogham", "range": "U+1680..U+169F",
               "unicode_version": unicodedata.unidata_version,
               "characters": out}, f, ensure_ascii=False, indent=2)
    f.write("\n")
print(len(out), "characters")
