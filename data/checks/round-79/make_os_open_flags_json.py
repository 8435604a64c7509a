#!/usr/bin/python3
"""Python's os.O_* open() flag constants on this machine -> JSON.

One object per name in dir(os) starting with "O_", sorted by value then name:
{"name", "value" (int), "octal" (string, 0o...), "hex" (string, 0x...),
 "same_value_as" (list of the other O_ names with the same value, sorted)}.
"""
import json, os

names = sorted(n for n in dir(os) if n.startswith("O_"))
vals = {n: getattr(os, n) for n in names}
out = []
for n in sorted(names, key=lambda n: (vals[n], n)):
    v = vals[n]
    out.append({
        "name": n,
        "value": v,
        "octal": oct(v),
        "hex": hex(v),
        "same_value_as": sorted(m for m in names if m != n and vals[m] == v),
    })
with open("python-os-open-flags.json", "w", encoding="utf-8") as f:
    json.dump(out, f, indent=2)
    f.write("\n")
print(len(out), "objects")
