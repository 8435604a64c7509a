#!/usr/bin/python3
"""Write cp850-upper-half.csv: the upper half (bytes 0x80-0xFF) of code page 850
as decoded by Python's encodings.cp850 codec, with Unicode names and general
categories from the unicodedata module."""
import csv
import unicodedata
from encodings import cp850

with open("cp850-upper-half.csv", "w", newline="", encoding="utf-8") as f:
    w = csv.writer(f)
    w.writerow(["byte_hex", "byte_dec", "unicode", "character", "unicode_name", "category"])
    for b in range(0x80, 0x100):
        ch = cp850.decoding_table[b]
        w.writerow([f"0x{b:02X}", b, f"U+{ord(ch):04X}", ch,
                    unicodedata.name(ch, ""), unicodedata.category(ch)])
print("128 rows")
