#!/usr/bin/python3
"""ISO 3166-2 subdivisions of six African countries (from iso-codes) -> CSV."""
import csv, json, sys

COUNTRIES = ["NG", "GH", "ET", "KE", "TZ", "ZA"]
base = "/usr/share/iso-codes/json/"
names = {c["alpha_2"]: c["name"] for c in json.load(open(base + "iso_3166-1.json"))["3166-1"]}
subs = json.load(open(base + "iso_3166-2.json"))["3166-2"]
rows = []
for cc in COUNTRIES:
    for s in sorted((s for s in subs if s["code"].split("-")[0] == cc), key=lambda s: s["code"]):
        rows.append([cc, names[cc], s["code"], s["name"], s["type"]])
with open("africa-subdivisions.csv", "w", newline="", encoding="utf-8") as f:
    w = csv.writer(f)
    w.writerow(["country_code", "country", "subdivision_code", "subdivision_name", "type"])
    w.writerows(rows)
print(len(rows), "rows", file=sys.stderr)
