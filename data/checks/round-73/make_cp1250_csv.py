#!/usr/bin/python3
"""Write cp1250-upper-half.csv from glibc's charmap /usr/share/i18n/charmaps/CP1250.gz
(package locales): every mapping for the bytes 0x80..0xFF, in byte order.
Columns: byte (hex, e.g. 0x80), decimal, unicode (U+XXXX), character, name (as in the charmap)."""
import csv, gzip, re

SRC = "/usr/share/i18n/charmaps/CP1250.gz"
rows = []
with gzip.open(SRC, "rt", encoding="utf-8") as f:
    in_map = False
    for line in f:
        line = line.rstrip("\n")
        if line == "CHARMAP":
            in_map = True
            continue
        if line == "END CHARMAP":
            break
        if not in_map:
            continue
        m = re.match(r"<U([0-9A-F]{4,8})>\s+/x([0-9a-f]{2})\s+(.*)$", line)
        if not m:
            continue
        cp, byte, name = int(m.group(1), 16), int(m.group(2), 16), m.group(3).strip()
        if byte >= 0x80:
            rows.append([f"0x{byte:02X}", byte, f"U+{cp:04X}", chr(cp), name])
rows.sort(key=lambda r: r[1])
with open("cp1250-upper-half.csv", "w", newline="", encoding="utf-8") as out:
    w = csv.writer(out)
    w.writerow(["byte", "decimal", "unicode", "character", "name"])
    w.writerows(rows)
print(len(rows), "rows")
