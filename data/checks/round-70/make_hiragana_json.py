#!/usr/bin/python3
"""Unicode Hiragana block (U+3040..U+309F) from Python's built-in unicodedata.

One object per assigned code point, in code point order:
  codepoint  "U+XXXX"
  character  the character itself
  name       unicodedata.name
  category   general category
  combining  canonical combining class (integer)
  decomposition  unicodedata.decomposition ("" when none)
Unassigned code points (no name) are skipped.
"""
import json, sys, unicodedata

items = []
for cp in range(0x3040, 0x30A0):
    ch = chr(cp)
    name = unicodedata.name(ch, None)
    if name is None:
        continue
    items.append({
        "codepoint": "U+%04X" % cp,
        "character": ch,
        "name": name,
        "category": unicodedata.category(ch),
        "combining": unicodedata.combining(ch),
        "decomposition": unicodedata.decomposition(ch),
    })

doc = {"block": "Hiragana", "range": "U+3040..U+309F",
       "unicode_version": unicodedata.unidata_version, "characters": items}
out = sys.argv[1] if len(sys.argv) > 1 else "hiragana.json"
with open(out, "w", encoding="utf-8") as f:
    json.dump(doc, f, ensure_ascii=False, indent=1)
    f.write("\n")
print(len(items), "characters")
