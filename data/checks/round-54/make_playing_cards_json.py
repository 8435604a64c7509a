#!/usr/bin/python3
"""Make playing-cards.json from Python's built-in unicodedata module (Unicode 14.0.0 in
/usr/bin/python3 = python3.11): every assigned code point of the Playing Cards block,
U+1F0A0..U+1F0FF, in code point order.  Each object: codepoint ("U+1F0A1"), character,
name (unicodedata.name), category (unicodedata.category).
Unassigned code points (no name) are skipped."""
import json, unicodedata

cards = []
for cp in range(0x1F0A0, 0x1F100):
    ch = chr(cp)
    name = unicodedata.name(ch, None)
    if name is None:
        continue
    cards.append({"codepoint": "U+%04X" % cp, "character": ch,
                  "name": name, "category": unicodedata.category(ch)})

with open("playing-cards.json", "w", encoding="utf-8") as f:
    json.dump({"unicode_version": unicodedata.unidata_version,
               "block": "Playing Cards", "range": "U+1F0A0..U+1F0FF",
               "characters": cards}, f, ensure_ascii=False, indent=1)
    f.write("\n")
print(len(cards), "characters")
