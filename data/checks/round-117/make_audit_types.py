#!/usr/bin/python3
"""Table of Linux audit netlink message types from /usr/include/linux/audit.h (linux-libc-dev)."""
import csv, re, sys

SRC = "/usr/include/linux/audit.h"
pat = re.compile(r"^#define\s+(AUDIT_[A-Z0-9_]+)\s+(\d+)\s*/\*\s*(.*?)\s*\*/")
rows = []
with open(SRC, encoding="utf-8") as f:
    for line in f:
        m = pat.match(line)
        if not m:
            continue
        name, value, desc = m.group(1), int(m.group(2)), m.group(3)
        # message types only (1000..2999); skip FIRST_/LAST_ range markers
        if value < 1000 or "FIRST_" in name or "LAST_" in name:
            continue
        rows.append({"constant": name, "message_type": value, "description": desc})

with open("linux-audit-message-types.csv", "w", newline="", encoding="utf-8") as out:
    w = csv.DictWriter(out, fieldnames=["constant", "message_type", "description"])
    w.writeheader()
    w.writerows(rows)
print(len(rows), "rows", file=sys.stderr)
