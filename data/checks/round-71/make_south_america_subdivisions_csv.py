#!/usr/bin/python3
"""Write south-america-subdivisions.csv: the ISO 3166-2 subdivisions of five
South American countries, taken from the iso-codes package's JSON data."""
import csv
import json

COUNTRIES = ["AR", "BR", "CL", "CO", "PE"]

with open("/usr/share/iso-codes/json/iso_3166-1.json", encoding="utf-8") as f:
    names = {c["alpha_2"]: c["name"] for c in json.load(f)["3166-1"]}
with open("/usr/share/iso-codes/json/iso_3166-2.json", encoding="utf-8") as f:
    subs = json.load(f)["3166-2"]

rows = []
for s in subs:
    cc = s["code"].split("-")[0]
    if cc in COUNTRIES:
        rows.append([cc, names[cc], s["code"], s["name"], s["type"]])
rows.sort(key=lambda r: (r[0], r[2]))

with open("south-america-subdivisions.csv", "w", encoding="utf-8", newline="") as f:
    w = csv.writer(f, lineterminator="\n")
    w.writerow(["country_code", "country", "subdivision_code", "subdivision_name", "type"])
    w.writerows(rows)
print(len(rows), "rows")
