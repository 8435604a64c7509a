#!/usr/bin/python3
"""Write general-punctuation.csv: every assigned code point of the Unicode
General Punctuation block (U+2000..U+206F) from Python's unicodedata module."""
import csv
import unicodedata

rows = []
for cp in range(0x2000, 0x2070):
    ch = chr(cp)
    name = unicodedata.name(ch, None)
    if name is None:  # unassigned code points have no name
        continue
    rows.append({
        "codepoint": "U+%04X" % cp,
        "name": name,
        "category": unicodedata.category(ch),
        "bidi_class": unicodedata.bidirectional(ch),
        "east_asian_width": unicodedata.east_asian_width(ch),
    })

with open("general-punctuation.csv", "w", newline="", encoding="utf-8") as f:
    w = csv.DictWriter(f, fieldnames=list(rows[0]))
    w.writeheader()
    w.writerows(rows)
print(len(rows), "rows; unicodedata", unicodedata.unidata_version)
