#!/usr/bin/python3
"""Make iso-15924-scripts.csv from the iso-codes package's ISO 15924 (script codes) table.

Source: /usr/share/iso-codes/json/iso_15924.json (package iso-codes).
One row per entry, in the order of the source file (alphabetical by the
four-letter code). Columns: code (alpha_4), number (numeric, kept as the
three-digit string of the source), name. Run with /usr/bin/python3.
"""
import csv
import json

SRC = "/usr/share/iso-codes/json/iso_15924.json"
OUT = "iso-15924-scripts.csv"

with open(SRC, encoding="utf-8") as f:
    entries = json.load(f)["15924"]

with open(OUT, "w", newline="", encoding="utf-8") as f:
    w = csv.writer(f, lineterminator="\n")
    w.writerow(["code", "number", "name"])
    for e in entries:
        w.writerow([e["alpha_4"], e["numeric"], e["name"]])
print(f"{OUT}: {len(entries)} rows")
