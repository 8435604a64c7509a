#!/usr/bin/python3
"""Make x11-colors.csv from /etc/X11/rgb.txt (package x11-common).

Every colour line of rgb.txt whose name has no space (the spaced spellings such as
"ghost white" duplicate a CamelCase spelling such as "GhostWhite" and are dropped),
in file order, as name,red,green,blue,hex.
"""
import csv

rows = []
with open("/etc/X11/rgb.txt", encoding="ascii") as f:
    for line in f:
        if line.startswith("!") or not line.strip():
            continue
        parts = line.split()
        r, g, b = (int(x) for x in parts[:3])
        name = " ".join(parts[3:])
        if " " in name:
            continue
        rows.append((name, r, g, b, "#%02X%02X%02X" % (r, g, b)))

with open("x11-colors.csv", "w", newline="", encoding="ascii") as out:
    w = csv.writer(out, lineterminator="\n")
    w.writerow(["name", "red", "green", "blue", "hex"])
    w.writerows(rows)
print(len(rows), "rows")
