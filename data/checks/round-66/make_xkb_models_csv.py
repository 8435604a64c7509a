#!/usr/bin/python3
"""Make xkb-keyboard-models.csv from the "! model" section of
/usr/share/X11/xkb/rules/base.lst (package xkb-data).

Columns: order (1-based position in the section), model (XKB model name),
description (as written), keys (the number N when the description contains
"N-key", otherwise empty)."""
import csv
import re

SRC = "/usr/share/X11/xkb/rules/base.lst"

rows = []
section = None
with open(SRC, encoding="utf-8") as f:
    for line in f:
        line = line.rstrip("\n")
        if line.startswith("! "):
            section = line[2:].strip()
            continue
        if section != "model" or not line.strip():
            continue
        name, desc = line.strip().split(None, 1)
        m = re.search(r"(\d+)-key", desc)
        rows.append([len(rows) + 1, name, desc.strip(), m.group(1) if m else ""])

with open("xkb-keyboard-models.csv", "w", newline="", encoding="utf-8") as out:
    w = csv.writer(out)
    w.writerow(["order", "model", "description", "keys"])
    w.writerows(rows)
print(len(rows), "rows")
