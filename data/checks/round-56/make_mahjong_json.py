#!/usr/bin/python3
"""Build mahjong-tiles.json from Python's unicodedata module: every assigned code
point of the Unicode "Mahjong Tiles" block (U+1F000..U+1F02F), in code point order."""
import json
import sys
import unicodedata

START, END = 0x1F000, 0x1F02F
tiles = []
for cp in range(START, END + 1):
    ch = chr(cp)
    name = unicodedata.name(ch, None)
    if name is None:
        continue  # unassigned code point
    tiles.append({
        "codepoint": "U+%04X" % cp,
        "character": ch,
        "name": name,
        "category": unicodedata.category(ch),
        "bidi_class": unicodedata.bidirectional(ch),
        "east_asian_width": unicodedata.east_asian_width(ch),
    })

doc = {
    "block": "Mahjong Tiles",
    "range": "U+%04X..U+%04X" % (START, END),
    "unicode_version": unicodedata.unidata_version,
    "python": sys.version.split()[0],
    "count": len(tiles),
    "tiles": tiles,
}
with open("mahjong-tiles.json", "w", encoding="utf-8") as f:
    json.dump(doc, f, ensure_ascii=False, indent=2)
    f.write("\n")
print(len(tiles), "tiles")
