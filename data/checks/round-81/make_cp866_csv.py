#!/usr/bin/python3
"""Make ibm866-charmap.csv from glibc's IBM866 (alias CP866) charmap.

Source: /usr/share/i18n/charmaps/IBM866.gz (package locales).
One row per line of the CHARMAP section, in byte order:
byte_hex (0x00..0xFF), byte_decimal, unicode (U+XXXX), character, name.
Control characters (below 0x20 and 0x7F) get an empty character cell.
"""
import csv, gzip, re

SRC = "/usr/share/i18n/charmaps/IBM866.gz"
rows = []
inside = False
with gzip.open(SRC, "rt", encoding="ascii") as f:
    for line in f:
        line = line.rstrip("\n")
        if line.startswith("CHARMAP"):
            inside = True
            continue
        if line.startswith("END CHARMAP"):
            break
        if not inside:
            continue
        m = re.match(r"<U([0-9A-F]{4,})>\s+/x([0-9a-f]{2})\s+(.*)$", line)
        if not m:
            continue
        cp = int(m.group(1), 16)
        b = int(m.group(2), 16)
        ch = "" if cp < 0x20 or cp == 0x7F else chr(cp)
        rows.append((f"0x{b:02X}", b, f"U+{cp:04X}", ch, m.group(3).strip()))
rows.sort(key=lambda r: r[1])
with open("ibm866-charmap.csv", "w", newline="", encoding="utf-8") as out:
    w = csv.writer(out, lineterminator="\n")
    w.writerow(["byte_hex", "byte_decimal", "unicode", "character", "name"])
    w.writerows(rows)
print(len(rows), "rows")
