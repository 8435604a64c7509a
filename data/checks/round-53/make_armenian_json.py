#!/usr/bin/python3
"""Write armenian-block.json: every assigned code point of the Unicode Armenian
block (U+0530..U+058F) from Python's built-in unicodedata module, in code point
order, one object each: codepoint "U+XXXX", character, name, category,
uppercase / lowercase (the simple case mapping from str.upper()/str.lower(),
null when the character maps to itself or to more than one character)."""
import json
import unicodedata

items = []
for cp in range(0x0530, 0x0590):
    ch = chr(cp)
    name = unicodedata.name(ch, None)
    if name is None:
        continue
    up, low = ch.upper(), ch.lower()
    items.append({
        "codepoint": "U+%04X" % cp,
        "character": ch,
        "name": name,
        "category": unicodedata.category(ch),
        "uppercase": "U+%04X" % ord(up) if len(up) == 1 and up != ch else None,
        "lowercase": "U+%04X" % ord(low) if len(low) == 1 and low != ch else None,
    })
with open("armenian-block.json", "w", encoding="utf-8") as out:
    json.dump({"block": "Armenian", "range": "U+0530..U+058F",
               "unicode_version": unicodedata.unidata_version,
               "characters": items}, out, ensure_ascii=False, indent=2)
    out.write("\n")
print(len(items), "characters")
