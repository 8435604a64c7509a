#!/usr/bin/python3
"""tzdata iso3166.tab + zone.tab -> country-timezones.csv (one row per country code)"""
import csv
names = {}
for line in open("/usr/share/zoneinfo/iso3166.tab", encoding="utf-8"):
    if line.startswith("#") or not line.strip():
        continue
    code, name = line.rstrip("\n").split("\t")[:2]
    names[code] = name
zones = {}
for line in open("/usr/share/zoneinfo/zone.tab", encoding="utf-8"):
    if line.startswith("#") or not line.strip():
        continue
    f = line.rstrip("\n").split("\t")
    zones.setdefault(f[0], []).append(f[2])
with open("country-timezones.csv", "w", newline="", encoding="utf-8") as out:
    w = csv.writer(out)
    w.writerow(["country_code", "country_name", "zone_count", "first_zone"])
    for code in sorted(names):
        z = zones.get(code, [])
        w.writerow([code, names[code], len(z), z[0] if z else ""])
print(len(names))
