#!/usr/bin/python3
"""glibc charmap /usr/share/i18n/charmaps/ISO-8859-7.gz -> CSV of the bytes 0xA0..0xFF
(the upper half, where ISO-8859-7 differs from ASCII): byte,unicode,character,description.
Bytes the charmap leaves undefined do not appear."""
import csv, gzip, re
line_re = re.compile(r'^<(\S+)>\s+/x([0-9a-f]{2})\s+(.*)$')
rows = []
in_map = False
with gzip.open("/usr/share/i18n/charmaps/ISO-8859-7.gz", "rt", encoding="utf-8") as f:
    for line in f:
        line = line.rstrip("\n")
        if line == "CHARMAP":
            in_map = True; continue
        if line == "END CHARMAP":
            break
        if not in_map:
            continue
        m = line_re.match(line)
        if not m:
            continue
        sym, byte, desc = m.groups()
        b = int(byte, 16)
        if b < 0xA0:
            continue
        rows.append({"byte": "0x%02X" % b, "unicode": "U+" + sym[1:], "character": chr(int(sym[1:], 16)),
                     "description": desc.strip()})
with open("iso-8859-7.csv", "w", newline="", encoding="utf-8") as f:
    w = csv.DictWriter(f, fieldnames=["byte", "unicode", "character", "description"])
    w.writeheader(); w.writerows(rows)
