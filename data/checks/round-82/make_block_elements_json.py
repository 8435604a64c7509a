#!/usr/bin/python3
"""Write the Unicode "Block Elements" block (U+2580..U+259F) as JSON,
using the unicodedata module built into /usr/bin/python3.

One object per code point, in code point order:
  codepoint          "U+XXXX"
  character          the character itself
  name               unicodedata.name()
  category           unicodedata.category()
  bidi               unicodedata.bidirectional()
  east_asian_width   unicodedata.east_asian_width()
The top-level object also records the Unicode version used.
"""
import json
import unicodedata

OUT = "unicode-block-elements.json"
chars = []
for cp in range(0x2580, 0x25A0):
    c = chr(cp)
    chars.append({
        "codepoint": "U+%04X" % cp,
        "character": c,
        "name": unicodedata.name(c),
        "category": unicodedata.category(c),
        "bidi": unicodedata.bidirectional(c),
        "east_asian_width": unicodedata.east_asian_width(c),
    })
doc = {"block": "Block Elements", "range": "U+2580..U+259F",
       "unicode_version": unicodedata.unidata_version, "characters": chars}
with open(OUT, "w", encoding="utf-8") as f:
    json.dump(doc, f, ensure_ascii=False, indent=2)
    f.write("\n")
print(len(chars), "characters written to", OUT)
