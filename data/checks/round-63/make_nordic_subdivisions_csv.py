"""ISO 3166-2 subdivisions of Denmark, Finland, Iceland, Norway and Sweden, from iso-codes' JSON.

Columns: country (ISO 3166-1 name), code, name, type, parent (code of the parent subdivision, empty if none).
Rows ordered by country name, then by the order in iso_3166-2.json.
"""
import csv
import json
import sys

base = "/usr/share/iso-codes/json/"
countries = {c["alpha_2"]: c["name"] for c in json.load(open(base + "iso_3166-1.json", encoding="utf-8"))["3166-1"]}
subs = json.load(open(base + "iso_3166-2.json", encoding="utf-8"))["3166-2"]
wanted = ["DK", "FI", "IS", "NO", "SE"]
w = csv.writer(sys.stdout, lineterminator="\n")
w.writerow(["country", "code", "name", "type", "parent"])
for cc in sorted(wanted, key=lambda c: countries[c]):
    for s in subs:
        if s["code"].split("-")[0] == cc:
            parent = s.get("parent", "")
            if parent:
                parent = cc + "-" + parent
            w.writerow([countries[cc], s["code"], s["name"], s["type"], parent])
