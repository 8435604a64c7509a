#!/usr/bin/python3
"""Make cp1252-charmap.csv from glibc's CP1252 charmap (/usr/share/i18n/charmaps/CP1252.gz).

One row per byte value mapped in the CHARMAP section, in byte order:
byte_hex (e.g. 0x80), byte_decimal, unicode (U+XXXX), glibc symbolic name (<...> without brackets),
and the character description from the charmap comment (e.g. "EURO SIGN").
"""
import csv, gzip, re

SRC = "/usr/share/i18n/charmaps/CP1252.gz"
line_re = re.compile(r"^<(U[0-9A-Fa-f]{4,8})>\s+/x([0-9a-fA-F]{2})\s+(.*)$")
rows = []
in_map = False
with gzip.open(SRC, "rt", encoding="ascii", errors="replace") as f:
    for line in f:
        line = line.rstrip("\n")
        if line.startswith("CHARMAP"):
            in_map = True
            continue
        if line.startswith("END CHARMAP"):
            break
        if not in_map:
            continue
        m = line_re.match(line)
        if not m:
            continue
        ucode, byte, name = m.groups()
        b = int(byte, 16)
        rows.append((b, "U+" + ucode[1:].upper(), name.strip()))
rows.sort()
with open("cp1252-charmap.csv", "w", newline="", encoding="utf-8") as out:
    w = csv.writer(out)
    w.writerow(["byte_hex", "byte_decimal", "unicode", "name"])
    for b, u, n in rows:
        w.writerow(["0x%02X" % b, b, u, n])
print(len(rows), "rows")
