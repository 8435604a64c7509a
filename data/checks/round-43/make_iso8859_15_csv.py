#!/usr/bin/python3
"""Make iso-8859-15-charmap.csv from glibc's ISO-8859-15 charmap (package locales).

One row per byte value listed in the CHARMAP section, in byte order:
byte (hex, e.g. 0xA4), decimal, unicode (U+XXXX), name (as in the charmap),
same_as_latin1 ("yes" when the Unicode code point equals the byte value,
i.e. the byte means the same as in ISO-8859-1, else "no").
"""
import csv
import gzip
import re

SRC = "/usr/share/i18n/charmaps/ISO-8859-15.gz"
OUT = "iso-8859-15-charmap.csv"

rows = []
inside = False
with gzip.open(SRC, "rt", encoding="ascii") as f:
    for line in f:
        line = line.rstrip("\n")
        if line == "CHARMAP":
            inside = True
            continue
        if line == "END CHARMAP":
            break
        if not inside or line.startswith("%") or not line.strip():
            continue
        m = re.match(r"<U([0-9A-F]{4,8})>\s+/x([0-9a-f]{2})\s+(.*)$", line)
        if not m:
            raise SystemExit("unexpected line: " + line)
        cp = int(m.group(1), 16)
        byte = int(m.group(2), 16)
        rows.append({
            "byte": "0x%02X" % byte,
            "decimal": byte,
            "unicode": "U+%04X" % cp,
            "name": m.group(3).strip(),
            "same_as_latin1": "yes" if cp == byte else "no",
        })

with open(OUT, "w", newline="", encoding="utf-8") as f:
    w = csv.DictWriter(f, fieldnames=["byte", "decimal", "unicode", "name", "same_as_latin1"], lineterminator="\n")
    w.writeheader()
    w.writerows(rows)
print(len(rows), "rows written to", OUT)
