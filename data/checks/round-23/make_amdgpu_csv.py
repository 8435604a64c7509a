#!/usr/bin/python3
"""Turn libdrm's /usr/share/libdrm/amdgpu.ids into a CSV.

Every data line of the source (not a comment, not the version line "1.0.0")
has the form  device_id,<TAB>revision_id,<TAB>product_name .
Rows are written in the file's own order, with a header.
"""
import csv

SRC = "/usr/share/libdrm/amdgpu.ids"
OUT = "amdgpu-ids.csv"

rows = []
with open(SRC, encoding="utf-8") as f:
    for line in f:
        line = line.rstrip("\n")
        if not line.strip() or line.startswith("#"):
            continue
        parts = [p.strip() for p in line.split(",", 2)]
        if len(parts) != 3:
            continue  # the "1.0.0" version line
        rows.append(parts)

with open(OUT, "w", newline="", encoding="utf-8") as f:
    w = csv.writer(f, lineterminator="\n")
    w.writerow(["device_id", "revision_id", "product_name"])
    w.writerows(rows)
print(len(rows), "rows")
