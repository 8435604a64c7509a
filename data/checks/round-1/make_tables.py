#!/usr/bin/env python3
"""Convert two tzdata tables into the check-set attachments.

leap-seconds.list -> leap-seconds.json : one object per data line
    {"ntp_seconds": int, "tai_minus_utc_seconds": int, "date": "YYYY-MM-DD"}
    (date parsed from the trailing comment, e.g. "# 1 Jan 1972"); header
    comment lines are dropped.
zone1970.tab -> tz-zones.csv : one row per non-comment line
    country_codes,coordinates,timezone,comments (fields copied verbatim;
    country_codes keeps its comma-separated list inside one quoted cell).
Usage: python3 make_tables.py [ZONEINFO_DIR] [OUT_DIR]
"""
import csv, datetime, json, os, sys

src = sys.argv[1] if len(sys.argv) > 1 else "/usr/share/zoneinfo"
out = sys.argv[2] if len(sys.argv) > 2 else os.path.dirname(os.path.abspath(__file__))

rows = []
with open(os.path.join(src, "leap-seconds.list"), encoding="utf-8") as f:
    for line in f:
        if line.startswith("#") or not line.strip():
            continue
        data, _, comment = line.partition("#")
        ntp, offset = data.split()
        date = datetime.datetime.strptime(comment.strip(), "%d %b %Y").date()
        rows.append({"ntp_seconds": int(ntp), "tai_minus_utc_seconds": int(offset),
                     "date": date.isoformat()})
with open(os.path.join(out, "leap-seconds.json"), "w", encoding="utf-8") as f:
    json.dump(rows, f, indent=2)
    f.write("\n")

with open(os.path.join(src, "zone1970.tab"), encoding="utf-8") as f, \
     open(os.path.join(out, "tz-zones.csv"), "w", encoding="utf-8", newline="") as g:
    w = csv.writer(g)
    w.writerow(["country_codes", "coordinates", "timezone", "comments"])
    for line in f:
        if line.startswith("#") or not line.strip():
            continue
        parts = line.rstrip("\n").split("\t")
        parts += [""] * (4 - len(parts))
        w.writerow(parts[:4])
