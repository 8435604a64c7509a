#!/usr/bin/python3
"""Write devanagari-block.json: every assigned code point of the Unicode
Devanagari block (U+0900..U+097F) from Python's built-in unicodedata module."""
import json
import unicodedata

rows = []
for cp in range(0x0900, 0x0980):
    ch = chr(cp)
    name = unicodedata.name(ch, None)
    if name is None:
        continue  # unassigned
    num = unicodedata.numeric(ch, None)
    if num is not None and float(num).is_integer():
        num = int(num)
    rows.append({
        "codepoint": "U+%04X" % cp,
        "character": ch,
        "name": name,
        "category": unicodedata.category(ch),
        "combining_class": unicodedata.combining(ch),
        "numeric": num,
    })

with open("devanagari-block.json", "w", encoding="utf-8") as f:
    json.dump({"unicode_version": unicodedata.unidata_version,
               "block": "Devanagari", "range": "U+0900..U+097F",
               "characters": rows}, f, ensure_ascii=False, indent=1)
    f.write("\n")
