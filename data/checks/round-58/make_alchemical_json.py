#!/usr/bin/python3
"""Write alchemical-symbols.json: every named code point of the Unicode block
'Alchemical Symbols' (U+1F700..U+1F77F) from Python's unicodedata module, in code point order.
Fields: codepoint ("U+XXXXX"), character, name, category, bidi."""
import json
import unicodedata as u

items = []
for cp in range(0x1F700, 0x1F780):
    ch = chr(cp)
    name = u.name(ch, None)
    if name is None:
        continue
    items.append({"codepoint": "U+%04X" % cp, "character": ch, "name": name,
                  "category": u.category(ch), "bidi": u.bidirectional(ch)})
doc = {"block": "Alchemical Symbols", "range": "U+1F700..U+1F77F",
       "unicode_version": u.unidata_version, "characters": items}
with open("alchemical-symbols.json", "w", encoding="utf-8") as out:
    json.dump(doc, out, ensure_ascii=False, indent=1)
    out.write("\n")
print(len(items), "characters")
