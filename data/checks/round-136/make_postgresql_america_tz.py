#!/usr/bin/python3
"""Make postgresql-america-tz-abbrevs.csv from PostgreSQL 15's America.txt timezone set."""
import csv, re

SRC = "/usr/share/postgresql/15/timezonesets/America.txt"
rows = []
with open(SRC, encoding="utf-8") as f:
    for line in f:
        if not line.strip() or line.startswith("#") or line[0].isspace():
            continue
        body, _, comment = line.partition("#")
        parts = body.split()
        abbr, value = parts[0], parts[1]
        dst = len(parts) > 2 and parts[2] == "D"
        comment = comment.strip()
        obsolete = "(obsolete" in comment
        desc = re.sub(r"\s*\(obsolete[^)]*\)", "", comment).strip()
        if re.fullmatch(r"[+-]?\d+", value):
            offset, zone = value, ""
        else:
            offset, zone = "", value
        rows.append({
            "abbreviation": abbr,
            "utc_offset_seconds": offset,
            "defined_by_zone": zone,
            "daylight_saving": ("yes" if dst else "no") if not zone else "",
            "description": desc,
            "obsolete": "yes" if obsolete else "no",
        })

with open("postgresql-america-tz-abbrevs.csv", "w", newline="", encoding="utf-8") as out:
    w = csv.DictWriter(out, fieldnames=list(rows[0]))
    w.writeheader()
    w.writerows(rows)
print(len(rows), "rows")
