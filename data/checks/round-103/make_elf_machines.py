#!/usr/bin/python3
"""Table of ELF target machine constants from /usr/include/linux/elf-em.h (linux-libc-dev).
One row per '#define EM_...' line; comment taken only when it starts on the same line."""
import csv, re

SRC = "/usr/include/linux/elf-em.h"
lines = open(SRC, encoding="utf-8").read().splitlines()
rows = []
i = 0
while i < len(lines):
    m = re.match(r"#define\s+(EM_\w+)\s+(0x[0-9A-Fa-f]+|\d+)\s*(.*)$", lines[i])
    if m:
        macro, val, rest = m.groups()
        comment = ""
        if rest.startswith("/*"):
            text = rest[2:]
            while "*/" not in text:
                i += 1
                text += " " + lines[i].strip()
            comment = " ".join(text.split("*/")[0].split())
        v = int(val, 0)
        rows.append({"macro": macro, "machine": macro[3:], "value_decimal": v,
                     "value_as_written": val, "comment": comment})
    i += 1
with open("linux-elf-machines.csv", "w", newline="", encoding="utf-8") as f:
    w = csv.DictWriter(f, fieldnames=["macro", "machine", "value_decimal", "value_as_written", "comment"])
    w.writeheader()
    w.writerows(rows)
print(len(rows), "rows")
