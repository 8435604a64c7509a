#!/usr/bin/python3
"""Build linux-fb-accelerators.json from the FB_ACCEL_* constants in
/usr/include/linux/fb.h (package linux-libc-dev)."""
import json
import re

SRC = "/usr/include/linux/fb.h"
pat = re.compile(r"^#define\s+(FB_ACCEL_\w+)\s+(0x[0-9A-Fa-f]+|\d+)\s*/\*\s*(.*?)\s*\*/")
entries = []
for line in open(SRC, encoding="utf-8"):
    m = pat.match(line)
    if not m:
        continue
    name, value, desc = m.groups()
    v = int(value, 0)
    entries.append({
        "constant": name,
        "value": v,
        "value_as_written": value,
        "hardware": desc,
    })
with open("linux-fb-accelerators.json", "w", encoding="utf-8") as f:
    json.dump({"source": SRC, "count": len(entries), "accelerators": entries},
              f, indent=2)
    f.write("\n")
print(len(entries), "entries")
