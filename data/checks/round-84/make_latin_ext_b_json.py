#!/usr/bin/python3
"""Write latin-extended-b.json: the Unicode block Latin Extended-B
(U+0180..U+024F) from Python's built-in unicodedata module, one object per
code point in code point order: codepoint ("U+XXXX"), character, name,
category (general category), uppercase and lowercase (the simple case
mapping given by str.upper()/str.lower() when it is a different single
character, else null)."""
import json, unicodedata

items = []
for cp in range(0x0180, 0x0250):
    ch = chr(cp)
    up, low = ch.upper(), ch.lower()
    items.append({
        "codepoint": "U+%04X" % cp,
        "character": ch,
        "name": unicodedata.name(ch, None),
        "category": unicodedata.category(ch),
        "uppercase": "U+%04X" % ord(up) if len(up) == 1 and up != ch else None,
        "lowercase": "U+%04X" % ord(low) if len(low) == 1 and low != ch else None,
    })

with open("latin-extended-b.json", "w", encoding="utf-8") as f:
    json.dump({"block": "Latin Extended-B", "range": "U+0180..U+024F",
               "unicode_version": unicodedata.unidata_version,
               "characters": items}, f, ensure_ascii=False, indent=1)
    f.write("\n")
