#!/usr/bin/python3
"""Italy's ISO 3166-2 subdivisions from the iso-codes package -> italy-subdivisions.csv.

Source: /usr/share/iso-codes/json/iso_3166-2.json (package iso-codes).
One row per entry whose code starts with "IT-", in the file's order (sorted by code).
Columns: code, name, type, parent_code, parent_name.  parent_code is "IT-" + the
entry's "parent" field (empty for top-level regions); parent_name is the name of
that parent entry, looked up in the same data.
"""
import csv
import json

SRC = "/usr/share/iso-codes/json/iso_3166-2.json"

with open(SRC, encoding="utf-8") as f:
    data = json.load(f)["3166-2"]

rows = [r for r in data if r["code"].startswith("IT-")]
names = {r["code"]: r["name"] for r in rows}

with open("italy-subdivisions.csv", "w", newline="", encoding="utf-8") as out:
    w = csv.writer(out, lineterminator="\n")
    w.writerow(["code", "name", "type", "parent_code", "parent_name"])
    for r in rows:
        pc = "IT-" + r["parent"] if "parent" in r else ""
        w.writerow([r["code"], r["name"], r["type"], pc, names.get(pc, "")])
