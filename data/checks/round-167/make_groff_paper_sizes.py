#!/usr/bin/python3
"""Paper sizes predefined in groff's papersize.tmac (groff-base)."""
import json, re

SRC = "/usr/share/groff/current/tmac/papersize.tmac"
pat = re.compile(r"^\.\s*ds paper-(\w+)-(length|width)\s+([\d.]+)([ci])\s*$")
sizes = {}
with open(SRC, encoding="utf-8") as f:
    for line in f:
        m = pat.match(line)
        if not m:
            continue
        name, dim, val, unit = m.groups()
        e = sizes.setdefault(name, {"paper": name, "length": None, "width": None,
                                    "unit": "cm" if unit == "c" else "inch"})
        e[dim] = float(val)
out = list(sizes.values())
with open("groff-paper-sizes.json", "w", encoding="utf-8") as f:
    json.dump({"source": SRC, "paper_sizes": out}, f, indent=2)
    f.write("\n")
print(len(out), "entries")
