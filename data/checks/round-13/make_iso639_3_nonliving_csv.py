#!/usr/bin/python3
"""Make iso639-3-ancient-historical-constructed.csv from iso-codes' ISO 639-3 JSON file.

Keeps the entries whose type is A, H or C; the type letter is written out
using the wording of iso-codes' own schema file ("A(ncient)" -> "Ancient").
Rows keep the order of the source file (alphabetical by alpha_3).
"""
import csv, json, re

SRC = "/usr/share/iso-codes/json/iso_639-3.json"
SCHEMA = "/usr/share/iso-codes/json/schema-639-3.json"

with open(SCHEMA, encoding="utf-8") as f:
    desc = json.load(f)["properties"]["639-3"]["items"]["properties"]["type"]["description"]
# "Type of the language: A(ncient), C(onstructed), ..." -> {"A": "Ancient", ...}
labels = {m.group(1): m.group(1) + m.group(2) for m in re.finditer(r"([A-Z])\(([a-z]+)\)", desc)}

with open(SRC, encoding="utf-8") as f:
    rows = json.load(f)["639-3"]

with open("iso639-3-ancient-historical-constructed.csv", "w", newline="", encoding="utf-8") as out:
    w = csv.writer(out)
    w.writerow(["alpha_3", "alpha_2", "name", "inverted_name", "type"])
    for r in rows:
        if r["type"] in ("A", "H", "C"):
            w.writerow([r["alpha_3"], r.get("alpha_2", ""),
                        r["name"], r.get("inverted_name", ""), labels[r["type"]]])
