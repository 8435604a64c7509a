#!/usr/bin/python3
"""Make iso-8859-4.csv from glibc's charmap /usr/share/i18n/charmaps/ISO-8859-4.gz."""
import csv, gzip, re

SRC = "/usr/share/i18n/charmaps/ISO-8859-4.gz"
rows = []
in_map = False
with gzip.open(SRC, "rt", encoding="ascii") as f:
    for line in f:
        line = line.rstrip("\n")
        if line == "CHARMAP":
            in_map = True
            continue
        if line == "END CHARMAP":
            break
        if not in_map:
            continue
        m = re.match(r"<U([0-9A-F]{4})>\s+/x([0-9a-f]{2})\s+(.*)$", line)
        if not m:
            continue
        ucs, byte, name = m.groups()
        cp = int(ucs, 16)
        ch = chr(cp) if (cp > 0x20 and cp != 0x7F and not 0x80 <= cp < 0xA0) else ""
        rows.append({"byte_hex": "0x" + byte.upper(), "byte_dec": int(byte, 16),
                     "unicode": "U+" + ucs, "char": ch, "name": name})
with open("iso-8859-4.csv", "w", newline="", encoding="utf-8") as out:
    w = csv.DictWriter(out, fieldnames=["byte_hex", "byte_dec", "unicode", "char", "name"])
    w.writeheader()
    w.writerows(rows)
print(len(rows), "rows")
