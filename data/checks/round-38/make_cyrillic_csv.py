#!/usr/bin/python3
"""Write cyrillic-block.csv: every assigned code point of the Unicode Cyrillic block
(U+0400..U+04FF) from Python's built-in unicodedata module, in code point order."""
import csv
import unicodedata

with open("cyrillic-block.csv", "w", newline="", encoding="utf-8") as f:
    w = csv.writer(f, lineterminator="\n")
    w.writerow(["codepoint", "character", "name", "category", "lowercase", "uppercase"])
    for cp in range(0x0400, 0x0500):
        ch = chr(cp)
        name = unicodedata.name(ch, None)
        if name is None:
            continue
        low = ch.lower()
        up = ch.upper()
        w.writerow([
            "U+%04X" % cp,
            ch,
            name,
            unicodedata.category(ch),
            "U+%04X" % ord(low) if low != ch and len(low) == 1 else "",
            "U+%04X" % ord(up) if up != ch and len(up) == 1 else "",
        ])
