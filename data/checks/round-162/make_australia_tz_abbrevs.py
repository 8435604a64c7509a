#!/usr/bin/python3
"""Make australia-tz-abbrevs.csv from PostgreSQL's Australia time zone abbreviation set."""
import csv
import re

SRC = "/usr/share/postgresql/15/timezonesets/Australia.txt"
OUT = "australia-tz-abbrevs.csv"

rows = []
current = None
with open(SRC, encoding="utf-8") as f:
    for line in f:
        line = line.rstrip("\n")
        m = re.match(r"^([A-Z][A-Z0-9]*)\s+(\S+)(\s+D)?\s*#\s*(.*)$", line)
        if m:
            abbr, value, dst, comment = m.groups()
            if re.fullmatch(r"-?\d+", value):
                secs = int(value)
                sign = "-" if secs < 0 else "+"
                h, rem = divmod(abs(secs), 3600)
                offset = f"{sign}{h:02d}:{rem // 60:02d}"
                zone_ref = ""
            else:
                secs = ""
                offset = ""
                zone_ref = value
            current = {
                "abbreviation": abbr,
                "utc_offset_seconds": secs,
                "utc_offset": offset,
                "daylight_saving": "yes" if dst else "no",
                "iana_zone_reference": zone_ref,
                "description": comment.strip(),
                "example_zones": [],
            }
            rows.append(current)
            continue
        m = re.match(r"^\s+#\s+\((\S+)\)\s*$", line)
        if m and current is not None:
            current["example_zones"].append(m.group(1))
            continue
        current = None

with open(OUT, "w", newline="", encoding="utf-8") as f:
    w = csv.writer(f)
    cols = ["abbreviation", "utc_offset_seconds", "utc_offset", "daylight_saving",
            "iana_zone_reference", "description", "example_zones"]
    w.writerow(cols)
    for r in rows:
        r = dict(r)
        r["example_zones"] = " ".join(r["example_zones"])
        w.writerow([r[c] for c in cols])
print(len(rows), "rows")
