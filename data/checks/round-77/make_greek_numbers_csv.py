#!/usr/bin/python3
"""Write ancient-greek-numbers.csv: every assigned code point of the Unicode
"Ancient Greek Numbers" block (U+10140..U+1018F) as known to Python's
built-in unicodedata module, in code point order."""
import csv
import unicodedata

with open("ancient-greek-numbers.csv", "w", newline="", encoding="utf-8") as f:
    w = csv.writer(f)
    w.writerow(["codepoint", "character", "name", "category", "numeric_value"])
    for cp in range(0x10140, 0x10190):
        ch = chr(cp)
        name = unicodedata.name(ch, None)
        if name is None:
            continue
        num = unicodedata.numeric(ch, None)
        if num is None:
            val = ""
        elif num == int(num):
            val = str(int(num))
        else:
            val = repr(round(num, 4))
        w.writerow([f"U+{cp:05X}", ch, name, unicodedata.category(ch), val])
