#!/usr/bin/python3
"""Write math-operators.csv: the Unicode "Mathematical Operators" block
(U+2200..U+22FF) from Python's built-in unicodedata module, one row per
code point in code point order: codepoint, character, name, category,
bidi class, mirrored (Y/N), decomposition (empty when none).
"""
import csv
import unicodedata

with open("math-operators.csv", "w", newline="", encoding="utf-8") as out:
    w = csv.writer(out)
    w.writerow(["codepoint", "character", "name", "category", "bidi", "mirrored", "decomposition"])
    for cp in range(0x2200, 0x2300):
        ch = chr(cp)
        w.writerow(["U+%04X" % cp, ch, unicodedata.name(ch), unicodedata.category(ch),
                    unicodedata.bidirectional(ch), "Y" if unicodedata.mirrored(ch) else "N",
                    unicodedata.decomposition(ch)])
print(256, "rows; Unicode", unicodedata.unidata_version)
