#!/usr/bin/python3
"""Write mac-roman-upper-half.json from glibc's MACINTOSH charmap
(/usr/share/i18n/charmaps/MACINTOSH.gz): the 128 byte values 0x80..0xFF,
in byte order, each with its Unicode code point and the charmap's name."""
import gzip
import json
import re

pat = re.compile(r"^<U([0-9A-F]{4,8})>\s+/x([0-9a-f]{2})\s+(.*\S)\s*$")
entries = []
with gzip.open("/usr/share/i18n/charmaps/MACINTOSH.gz", "rt", encoding="ascii") as f:
    for line in f:
        m = pat.match(line)
        if not m:
            continue
        ucs, byte, name = m.groups()
        b = int(byte, 16)
        if b < 0x80:
            continue
        entries.append({"byte": "0x%02X" % b, "decimal": b,
                        "unicode": "U+" + ucs, "name": name})
entries.sort(key=lambda e: e["decimal"])
doc = {"charmap": "MACINTOSH",
       "source": "/usr/share/i18n/charmaps/MACINTOSH.gz",
       "range": "0x80-0xFF",
       "characters": entries}
with open("mac-roman-upper-half.json", "w", encoding="utf-8") as f:
    json.dump(doc, f, indent=2, ensure_ascii=False)
    f.write("\n")
print(len(entries), "entries")
