#!/usr/bin/python3
"""Time-zone abbreviations from PostgreSQL 15 timezonesets (Africa, Antarctica, Atlantic, Indian)."""
import csv, re
BASE = "/usr/share/postgresql/15/timezonesets/"
rows = []
for name in ["Africa", "Antarctica", "Atlantic", "Indian"]:
    for line in open(BASE + name + ".txt", encoding="utf-8"):
        m = re.match(r"^([A-Za-z]+)\s+(\S+)(\s+D)?\s*#\s*(.*)$", line.rstrip("\n"))
        if not m:
            continue
        abbr, off, dst, comment = m.groups()
        obsolete = "(obsolete)" in comment
        desc = comment.replace("(obsolete)", "").strip()
        numeric = re.fullmatch(r"-?\d+", off) is not None
        rows.append({
            "set_file": name + ".txt",
            "abbreviation": abbr,
            "utc_offset_seconds": off if numeric else "",
            "defined_by_zone": "" if numeric else off,
            "daylight_saving": "yes" if dst else "no",
            "description": desc,
            "obsolete": "yes" if obsolete else "no",
        })
with open("postgresql-tz-abbreviations-africa-antarctica-atlantic-indian.csv", "w", newline="", encoding="utf-8") as f:
    w = csv.DictWriter(f, fieldnames=list(rows[0]))
    w.writeheader()
    w.writerows(rows)
print(len(rows))
