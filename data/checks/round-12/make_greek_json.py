#!/usr/bin/python3
"""Write every assigned code point of the Unicode block 'Greek and Coptic'
(U+0370..U+03FF) known to Python's unicodedata module to greek-and-coptic.json,
in code point order. Unassigned code points (no name) are left out."""
import json, unicodedata

rows = []
for cp in range(0x0370, 0x0400):
    ch = chr(cp)
    name = unicodedata.name(ch, None)
    if name is None:
        continue
    low, up = ch.lower(), ch.upper()
    rows.append({
        "codepoint": "U+%04X" % cp,
        "character": ch,
        "name": name,
        "category": unicodedata.category(ch),
        "lowercase": None if low == ch else "U+%04X" % ord(low) if len(low) == 1 else None,
        "uppercase": None if up == ch else "U+%04X" % ord(up) if len(up) == 1 else None,
    })
with open("greek-and-coptic.json", "w", encoding="utf-8") as f:
    json.dump({"block": "Greek and Coptic", "range": "U+0370..U+03FF",
               "unicode_version": unicodedata.unidata_version,
               "characters": rows}, f, ensure_ascii=False, indent=1)
    f.write("\n")
