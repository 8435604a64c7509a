#!/usr/bin/python3
"""Table of the tzdata zone files under /usr/share/zoneinfo/Pacific:
UTC offset and abbreviation on 15 January 2024 and 15 July 2024 (12:00 UTC)."""
import csv, os
from datetime import datetime, timezone
from zoneinfo import ZoneInfo

BASE = "/usr/share/zoneinfo/Pacific"

def fmt(td):
    mins = int(td.total_seconds() // 60)
    sign = "+" if mins >= 0 else "-"
    mins = abs(mins)
    return "%s%02d:%02d" % (sign, mins // 60, mins % 60)

rows = []
for name in sorted(os.listdir(BASE)):
    path = os.path.join(BASE, name)
    link = os.readlink(path) if os.path.islink(path) else ""
    with open(path, "rb") as fh:
        tz = ZoneInfo.from_file(fh, key="Pacific/" + name)
    jan = datetime(2024, 1, 15, 12, tzinfo=timezone.utc).astimezone(tz)
    jul = datetime(2024, 7, 15, 12, tzinfo=timezone.utc).astimezone(tz)
    rows.append({
        "zone": "Pacific/" + name,
        "link_to": ("Pacific/" + link) if link else "",
        "jan_2024_utc_offset": fmt(jan.utcoffset()),
        "jan_2024_abbreviation": jan.tzname(),
        "jul_2024_utc_offset": fmt(jul.utcoffset()),
        "jul_2024_abbreviation": jul.tzname(),
        "offset_changes_in_2024": "yes" if jan.utcoffset() != jul.utcoffset() else "no",
    })

with open("pacific-timezones-2024.csv", "w", newline="", encoding="utf-8") as out:
    w = csv.DictWriter(out, fieldnames=list(rows[0]))
    w.writeheader()
    w.writerows(rows)
