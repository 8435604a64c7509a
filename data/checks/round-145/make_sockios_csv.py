#!/usr/bin/python3
"""Make linux-sockios-ioctls.csv from /usr/include/linux/sockios.h (linux-libc-dev).
Keeps every '#define SIOC... 0x....' line with a literal hexadecimal value."""
import csv, re

SRC = "/usr/include/linux/sockios.h"
pat = re.compile(r'^#define\s+(SIOC\w+)\s+(0x[0-9A-Fa-f]+)\s*(?:/\*\s*(.*?)\s*\*/)?\s*$')
rows = []
with open(SRC) as f:
    for line in f:
        m = pat.match(line.rstrip("\n"))
        if m:
            name, val, comment = m.group(1), m.group(2), (m.group(3) or "")
            rows.append({"name": name,
                         "value_hex": "0x%04X" % int(val, 16),
                         "value_decimal": int(val, 16),
                         "comment": comment})
with open("linux-sockios-ioctls.csv", "w", newline="") as out:
    w = csv.DictWriter(out, fieldnames=["name", "value_hex", "value_decimal", "comment"])
    w.writeheader()
    w.writerows(rows)
print(len(rows), "rows")
