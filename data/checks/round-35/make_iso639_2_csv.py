#!/usr/bin/python3
"""Make iso-639-2-languages.csv from iso-codes' ISO 639-2 JSON table.

One row per entry, in the file's order (sorted by alpha_3 code).
Columns: alpha_3, alpha_2, bibliographic, name, common_name (empty when absent).
"""
import csv
import json

SRC = "/usr/share/iso-codes/json/iso_639-2.json"
OUT = "iso-639-2-languages.csv"
COLS = ["alpha_3", "alpha_2", "bibliographic", "name", "common_name"]

with open(SRC, encoding="utf-8") as f:
    rows = json.load(f)["639-2"]

with open(OUT, "w", newline="", encoding="utf-8") as f:
    w = csv.writer(f, lineterminator="\n")
    w.writerow(COLS)
    for r in rows:
        w.writerow([r.get(c, "") for c in COLS])
print(len(rows), "rows written to", OUT)
