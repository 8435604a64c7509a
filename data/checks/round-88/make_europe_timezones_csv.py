#!/usr/bin/python3
"""Make europe-timezones.csv from the tzdata files in /usr/share/zoneinfo.

One row per zone named in /usr/share/zoneinfo/tzdata.zi whose name starts with
"Europe/" and that is a Zone line (not a Link), sorted by name.  For each zone the
UTC offset and abbreviation in force at 12:00 UTC on 2024-01-15 (winter) and on
2024-07-15 (summer) are computed with Python's zoneinfo module (which reads the
binary tzdata files); offsets are written as +HH:MM.  The last two columns give
the UTC date and time (YYYY-MM-DD HH:MM) of the first and the last change of UTC
offset during 2024, found by stepping through the year hour by hour; they are
empty when the offset did not change in 2024.
"""
import csv
from datetime import datetime, timedelta, timezone
from zoneinfo import ZoneInfo

zones = []
with open("/usr/share/zoneinfo/tzdata.zi", encoding="utf-8") as f:
    for line in f:
        parts = line.split()
        if parts and parts[0] == "Z" and parts[1].startswith("Europe/"):
            zones.append(parts[1])
zones.sort()


def fmt(td):
    total = int(td.total_seconds()) // 60
    sign = "+" if total >= 0 else "-"
    total = abs(total)
    return "%s%02d:%02d" % (sign, total // 60, total % 60)


winter = datetime(2024, 1, 15, 12, 0, tzinfo=timezone.utc)
summer = datetime(2024, 7, 15, 12, 0, tzinfo=timezone.utc)
with open("europe-timezones.csv", "w", newline="", encoding="utf-8") as out:
    w = csv.writer(out)
    w.writerow(["zone", "city", "utc_offset_jan_2024", "abbrev_jan_2024",
                "utc_offset_jul_2024", "abbrev_jul_2024", "observes_dst_2024",
                "first_change_2024_utc", "last_change_2024_utc"])
    for z in zones:
        tz = ZoneInfo(z)
        changes = []
        t = datetime(2024, 1, 1, 0, 0, tzinfo=timezone.utc)
        prev = t.astimezone(tz).utcoffset()
        while t.year == 2024:
            t += timedelta(hours=1)
            off = t.astimezone(tz).utcoffset()
            if off != prev and t.year == 2024:
                changes.append(t.strftime("%Y-%m-%d %H:%M"))
            prev = off
        a = winter.astimezone(tz)
        b = summer.astimezone(tz)
        w.writerow([z, z.split("/", 1)[1].replace("_", " "),
                    fmt(a.utcoffset()), a.tzname(),
                    fmt(b.utcoffset()), b.tzname(),
                    "yes" if a.utcoffset() != b.utcoffset() else "no",
                    changes[0] if changes else "", changes[-1] if changes else ""])
