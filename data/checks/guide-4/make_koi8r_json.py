#!/usr/bin/python3
"""Upper half (bytes 0x80-0xFF) of the KOI8-R character map shipped with glibc.

Reads /usr/share/i18n/charmaps/KOI8-R.gz (package locales) and writes one
object per byte, in byte order: byte (hex), decimal, codepoint (U+XXXX),
name (as written in the charmap).
"""
import gzip
import json
import re

rows = []
with gzip.open("/usr/share/i18n/charmaps/KOI8-R.gz", "rt", encoding="ascii") as fh:
    inside = False
    for line in fh:
        line = line.rstrip("\n")
        if line == "CHARMAP":
            inside = True
            continue
        if line == "END CHARMAP":
            break
        if not inside:
            continue
        m = re.match(r"<U([0-9A-F]{4,8})>\s+/x([0-9a-f]{2})\s+(.*)$", line)
        if not m:
            continue
        cp, byte, name = m.groups()
        b = int(byte, 16)
        if b < 0x80:
            continue
        rows.append({"byte": "0x%02X" % b, "decimal": b,
                     "codepoint": "U+" + cp, "name": name.strip()})

with open("koi8-r-upper-half.json", "w", encoding="utf-8") as out:
    json.dump(rows, out, indent=1, ensure_ascii=False)
    out.write("\n")
