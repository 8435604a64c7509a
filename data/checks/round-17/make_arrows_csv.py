#!/usr/bin/python3
"""Build unicode-arrows.csv from Python's unicodedata module: every code point of the
Unicode "Arrows" block U+2190..U+21FF, in code point order."""
import csv, unicodedata

with open("unicode-arrows.csv", "w", newline="", encoding="utf-8") as out:
    w = csv.writer(out)
    w.writerow(["codepoint", "character", "name", "category", "bidi_class", "mirrored"])
    n = 0
    for cp in range(0x2190, 0x2200):
        ch = chr(cp)
        name = unicodedata.name(ch, "")
        if not name:
            continue
        w.writerow(["U+%04X" % cp, ch, name, unicodedata.category(ch),
                    unicodedata.bidirectional(ch), "yes" if unicodedata.mirrored(ch) else "no"])
        n += 1
print(n, "rows; Unicode", unicodedata.unidata_version)
