#!/usr/bin/python3
"""glibc's VISCII charmap (locales package) -> JSON list, one object per byte."""
import gzip, json, re, sys

pat = re.compile(r"^<U([0-9A-F]{4,8})>\s+/x([0-9a-f]{2})\s+(.*)$")
out = []
with gzip.open("/usr/share/i18n/charmaps/VISCII.gz", "rt", encoding="ascii") as f:
    in_map = False
    for line in f:
        line = line.rstrip("\n")
        if line == "CHARMAP":
            in_map = True
            continue
        if line == "END CHARMAP":
            break
        m = pat.match(line) if in_map else None
        if m:
            cp, byte, name = m.groups()
            out.append({"byte": "0x" + byte.upper(), "byte_decimal": int(byte, 16),
                        "unicode": "U+" + cp, "name": name})
out.sort(key=lambda o: o["byte_decimal"])
with open("viscii-charmap.json", "w", encoding="utf-8") as f:
    json.dump(out, f, indent=1, ensure_ascii=False)
    f.write("\n")
print(len(out), "entries", file=sys.stderr)
