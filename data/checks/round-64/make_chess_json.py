#!/usr/bin/python3
"""Write unicode-chess-symbols.json: every assigned code point of the Unicode
block Chess Symbols (U+1FA00..U+1FA6F) in Python's unicodedata, in code point order."""
import json
import unicodedata

rows = []
for cp in range(0x1FA00, 0x1FA70):
    ch = chr(cp)
    name = unicodedata.name(ch, None)
    if name is None:
        continue
    rows.append({
        "codepoint": "U+%04X" % cp,
        "character": ch,
        "name": name,
        "category": unicodedata.category(ch),
        "utf8": ch.encode("utf-8").hex(" ").upper(),
    })
doc = {"block": "Chess Symbols", "range": "U+1FA00..U+1FA6F",
       "unicode_version": unicodedata.unidata_version, "characters": rows}
with open("unicode-chess-symbols.json", "w", encoding="utf-8") as f:
    json.dump(doc, f, ensure_ascii=False, indent=1)
    f.write("\n")
