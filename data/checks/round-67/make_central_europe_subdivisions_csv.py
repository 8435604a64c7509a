#!/usr/bin/python3
"""Make central-europe-subdivisions.csv from the iso-codes package's ISO 3166-2 JSON.

Keeps the subdivisions of Germany, Austria, Switzerland, Liechtenstein and Poland,
adds the country's name from iso_3166-1.json, and writes them sorted by code.
"""
import csv
import json

COUNTRIES = ("DE", "AT", "CH", "LI", "PL")

with open("/usr/share/iso-codes/json/iso_3166-1.json", encoding="utf-8") as f:
    names = {c["alpha_2"]: c["name"] for c in json.load(f)["3166-1"]}
with open("/usr/share/iso-codes/json/iso_3166-2.json", encoding="utf-8") as f:
    subs = json.load(f)["3166-2"]

rows = [s for s in subs if s["code"].split("-")[0] in COUNTRIES]
rows.sort(key=lambda s: s["code"])
with open("central-europe-subdivisions.csv", "w", encoding="utf-8", newline="") as out:
    w = csv.writer(out)
    w.writerow(["code", "subdivision_name", "subdivision_type", "country_code", "country_name"])
    for s in rows:
        cc = s["code"].split("-")[0]
        w.writerow([s["code"], s["name"], s["type"], cc, names[cc]])
print(len(rows), "rows")
