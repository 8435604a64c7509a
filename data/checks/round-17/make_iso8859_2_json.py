#!/usr/bin/python3
"""Build iso-8859-2-upper-half.json from glibc's charmap /usr/share/i18n/charmaps/ISO-8859-2.gz
(package locales): one object per byte 0xA0..0xFF, in byte order."""
import gzip, json, re

SRC = "/usr/share/i18n/charmaps/ISO-8859-2.gz"
line_re = re.compile(r"^<U([0-9A-F]{4})>\s+/x([0-9a-f]{2})\s+(.*)$")
rows = []
with gzip.open(SRC, "rt", encoding="ascii") as f:
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
        m = line_re.match(line)
        if not m:
            continue
        cp, byte, name = int(m.group(1), 16), int(m.group(2), 16), m.group(3).strip()
        if byte < 0xA0:
            continue
        rows.append({
            "byte": "0x%02X" % byte,
            "decimal": byte,
            "codepoint": "U+%04X" % cp,
            "character": chr(cp),
            "name": name,
            "same_as_latin1": cp == byte,
        })
with open("iso-8859-2-upper-half.json", "w", encoding="utf-8") as out:
    json.dump({"charmap": "ISO-8859-2", "source": SRC, "range": "0xA0-0xFF",
               "characters": rows}, out, ensure_ascii=False, indent=1)
    out.write("\n")
print(len(rows), "rows")
