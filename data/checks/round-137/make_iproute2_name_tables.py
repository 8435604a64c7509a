#!/usr/bin/python3
"""Build iproute2-name-tables.csv from the number-to-name map files in /etc/iproute2
(package iproute2). One row per active (uncommented) entry; rt_dsfield is left out."""
import csv
import os

FILES = ["rt_protos", "nl_protos", "rt_scopes", "rt_tables", "rt_realms", "ematch_map", "group"]
rows = []
for name in FILES:
    with open(os.path.join("/etc/iproute2", name), encoding="utf-8") as fh:
        for line in fh:
            line = line.strip()
            if not line or line.startswith("#"):
                continue
            num, label = line.split(None, 1)
            rows.append({"map_file": name, "numeric_id": int(num), "name": label.strip()})

with open("iproute2-name-tables.csv", "w", newline="", encoding="utf-8") as out:
    w = csv.DictWriter(out, fieldnames=["map_file", "numeric_id", "name"])
    w.writeheader()
    w.writerows(rows)
print(len(rows), "rows")
