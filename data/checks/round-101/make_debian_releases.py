#!/usr/bin/python3
"""Make debian-releases.csv from /usr/share/distro-info/debian.csv (package distro-info-data).

One row per Debian release that has a version number (sid and experimental are left out).
Dates are copied as written (YYYY-MM-DD); empty cells mean the date is not in the source.
regular_support_days = days from release_date to end_of_life (empty if either is missing).
"""
import csv
from datetime import date

SRC = "/usr/share/distro-info/debian.csv"
OUT = "debian-releases.csv"

def d(s):
    return date.fromisoformat(s) if s else None

rows = []
with open(SRC, newline="") as f:
    for r in csv.DictReader(f):
        if not r["version"]:
            continue
        rel, eol = d(r.get("release") or ""), d(r.get("eol") or "")
        rows.append({
            "version": r["version"],
            "codename": r["codename"],
            "development_started": r["created"],
            "release_date": r.get("release") or "",
            "end_of_life": r.get("eol") or "",
            "end_of_lts": r.get("eol-lts") or "",
            "end_of_elts": r.get("eol-elts") or "",
            "regular_support_days": (eol - rel).days if rel and eol else "",
        })

with open(OUT, "w", newline="") as f:
    w = csv.DictWriter(f, fieldnames=list(rows[0]))
    w.writeheader()
    w.writerows(rows)
