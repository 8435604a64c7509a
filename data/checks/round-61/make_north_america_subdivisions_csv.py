#!/usr/bin/python3
"""Write north-america-subdivisions.csv: the ISO 3166-2 subdivisions of
Canada (CA), the United States (US) and Mexico (MX), taken from the
iso-codes package's /usr/share/iso-codes/json/iso_3166-2.json.
Columns: country, code, name, type. Rows sorted by country (CA, MX, US),
then by code."""
import csv
import json

SRC = "/usr/share/iso-codes/json/iso_3166-2.json"
COUNTRIES = {"CA": "Canada", "MX": "Mexico", "US": "United States"}

with open(SRC, encoding="utf-8") as f:
    data = json.load(f)["3166-2"]

rows = []
for entry in data:
    cc = entry["code"].split("-", 1)[0]
    if cc in COUNTRIES:
        rows.append((COUNTRIES[cc], entry["code"], entry["name"], entry["type"]))
rows.sort(key=lambda r: (r[1].split("-", 1)[0], r[1]))

with open("north-america-subdivisions.csv", "w", encoding="utf-8", newline="") as f:
    w = csv.writer(f, lineterminator="\n")
    w.writerow(["country", "code", "name", "type"])
    w.writerows(rows)
print(len(rows), "rows")
