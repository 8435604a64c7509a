#!/usr/bin/python3
"""Write gb-subdivisions.csv: the ISO 3166-2 subdivisions of the United Kingdom
(codes starting "GB-") from iso-codes' /usr/share/iso-codes/json/iso_3166-2.json,
in the file's order, columns code,name,type,parent ("" when an entry has none)."""
import csv
import json

with open("/usr/share/iso-codes/json/iso_3166-2.json", encoding="utf-8") as f:
    entries = json.load(f)["3166-2"]

rows = [e for e in entries if e["code"].startswith("GB-")]
with open("gb-subdivisions.csv", "w", encoding="utf-8", newline="") as out:
    w = csv.writer(out, lineterminator="\n")
    w.writerow(["code", "name", "type", "parent"])
    for e in rows:
        w.writerow([e["code"], e["name"], e["type"], e.get("parent", "")])
print(len(rows), "rows")
