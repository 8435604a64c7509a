#!/usr/bin/python3
"""ISO 3166-2 subdivisions of seven western European countries (Andorra, Belgium, Ireland,
Luxembourg, Monaco, the Netherlands, Portugal), from iso-codes -> western-europe-subdivisions.csv."""
import csv
import json

COUNTRIES = ("AD", "BE", "IE", "LU", "MC", "NL", "PT")
with open("/usr/share/iso-codes/json/iso_3166-2.json", encoding="utf-8") as f:
    data = json.load(f)["3166-2"]
rows = [d for d in data if d["code"].split("-")[0] in COUNTRIES]
rows.sort(key=lambda d: d["code"])
with open("western-europe-subdivisions.csv", "w", newline="", encoding="utf-8") as f:
    w = csv.writer(f)
    w.writerow(["code", "country", "name", "type", "parent"])
    for d in rows:
        country = d["code"].split("-")[0]
        parent = d.get("parent")
        w.writerow([d["code"], country, d["name"], d["type"], (country + "-" + parent) if parent else ""])
