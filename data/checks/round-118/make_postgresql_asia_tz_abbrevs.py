#!/usr/bin/python3
"""Time-zone abbreviations from the PostgreSQL 15 'Asia' timezone set, as JSON."""
import json, re

SRC = "/usr/share/postgresql/15/timezonesets/Asia.txt"
OUT = "postgresql-asia-tz-abbrevs.json"

entries = []
with open(SRC, encoding="utf-8") as f:
    for line in f:
        m = re.match(r"^([A-Z][A-Z0-9+-]*)\s+(\S+)(\s+D)?\s*#\s*(.*)$", line.rstrip("\n"))
        if not m:
            continue
        abbrev, value, dst, comment = m.groups()
        fixed = re.fullmatch(r"-?\d+", value) is not None
        entries.append({
            "abbreviation": abbrev,
            "utc_offset_seconds": int(value) if fixed else None,
            "utc_offset_hours": int(value) / 3600 if fixed else None,
            "iana_zone": None if fixed else value,
            "daylight_saving": bool(dst),
            "description": comment.strip(),
            "obsolete": "obsolete" in comment.lower(),
        })

with open(OUT, "w", encoding="utf-8") as f:
    json.dump(entries, f, ensure_ascii=False, indent=2)
    f.write("\n")
print(len(entries), "entries")
