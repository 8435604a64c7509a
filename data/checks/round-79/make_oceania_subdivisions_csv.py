#!/usr/bin/python3
"""Oceania ISO 3166-2 subdivisions -> CSV, from iso-codes' iso_3166-2.json.

Countries: the sovereign states of Oceania that have ISO 3166-2 entries:
AU, NZ, PG, FJ, SB, VU, WS, TO, KI, MH, FM, PW, NR, TV.
Columns: country_code, country_name (from iso_3166-1.json), code, name, type, parent
(parent empty when the entry has none). Sorted by country_code, then code.
"""
import csv, json

COUNTRIES = ["AU", "NZ", "PG", "FJ", "SB", "VU", "WS", "TO", "KI", "MH", "FM", "PW", "NR", "TV"]

with open("/usr/share/iso-codes/json/iso_3166-1.json", encoding="utf-8") as f:
    names = {c["alpha_2"]: c["name"] for c in json.load(f)["3166-1"]}
with open("/usr/share/iso-codes/json/iso_3166-2.json", encoding="utf-8") as f:
    subs = json.load(f)["3166-2"]

rows = []
for s in subs:
    cc = s["code"].split("-")[0]
    if cc in COUNTRIES:
        rows.append([cc, names[cc], s["code"], s["name"], s["type"], s.get("parent", "")])
rows.sort(key=lambda r: (r[0], r[2]))

with open("oceania-subdivisions.csv", "w", newline="", encoding="utf-8") as f:
    w = csv.writer(f, lineterminator="\n")
    w.writerow(["country_code", "country_name", "code", "name", "type", "parent"])
    w.writerows(rows)
print(len(rows), "rows")
