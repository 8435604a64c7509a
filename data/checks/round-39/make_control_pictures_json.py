#!/usr/bin/python3
"""Unicode "Control Pictures" block (U+2400..U+243F) -> control-pictures.json.

Source: Python's built-in unicodedata module (/usr/bin/python3, Debian python3.11).
Only assigned code points (those unicodedata gives a name for) are written, in
code point order, one object each:
  codepoint ("U+XXXX"), character, name, category, bidi, east_asian_width, mirrored.
"""
import json
import unicodedata

items = []
for cp in range(0x2400, 0x2440):
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
        "mirrored": bool(unicodedata.mirrored(ch)),
    })

with open("control-pictures.json", "w", encoding="utf-8") as out:
    json.dump({"block": "Control Pictures", "range": "U+2400..U+243F",
               "unicode_version": unicodedata.unidata_version,
               "characters": items}, out, ensure_ascii=False, indent=2)
    out.write("\n")
