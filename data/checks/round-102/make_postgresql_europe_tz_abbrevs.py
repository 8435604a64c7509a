"""Build postgresql-europe-tz-abbrevs.csv from PostgreSQL 15's Europe time-zone
abbreviation template (/usr/share/postgresql/15/timezonesets/Europe.txt).

One row per abbreviation line.  Lines define either a fixed UTC offset in
seconds (optionally flagged D = daylight-saving) or a reference to an IANA
zone; indented comment lines "(Zone/Name)" following a definition list the
example zones that use it."""
import csv
import re

SRC = "/usr/share/postgresql/15/timezonesets/Europe.txt"
OUT = "postgresql-europe-tz-abbrevs.csv"

entry_re = re.compile(r"^([A-Z]+)\s+(\S+)(?:\s+(D))?\s*#\s*(.*)$")
zone_re = re.compile(r"^\s+#\s+\(([^)]+)\)\s*$")

rows = []
with open(SRC, encoding="utf-8") as fh:
    for line in fh:
        line = line.rstrip("\n")
        m = entry_re.match(line)
        if m:
            abbr, value, dst, desc = m.groups()
            if re.fullmatch(r"-?\d+", value):
                offset, zone = int(value), ""
            else:
                offset, zone = "", value
            rows.append({
                "abbreviation": abbr,
                "utc_offset_seconds": offset,
                "utc_offset_hours": (offset / 3600 if offset != "" else ""),
                "daylight_saving": "yes" if dst else "no",
                "defined_by_zone": zone,
                "description": desc.strip(),
                "example_zones_listed": 0,
            })
            continue
        z = zone_re.match(line)
        if z and rows:
            rows[-1]["example_zones_listed"] += 1

for r in rows:
    h = r["utc_offset_hours"]
    if h != "" and float(h).is_integer():
        r["utc_offset_hours"] = int(h)

with open(OUT, "w", newline="", encoding="utf-8") as fh:
    w = csv.DictWriter(fh, fieldnames=list(rows[0].keys()))
    w.writeheader()
    w.writerows(rows)
print(OUT, len(rows), "rows")
