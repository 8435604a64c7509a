#!/usr/bin/python3
"""Write posix-conf-names.csv: every name known to Python's os module for
sysconf(), pathconf() and confstr(), with the numeric code it passes to libc.
Source: os.sysconf_names, os.pathconf_names, os.confstr_names (Python 3.11 on Debian 12).
Rows are grouped by function (confstr, pathconf, sysconf) and sorted by code, then name."""
import csv
import os

rows = []
for func, table in (("confstr", os.confstr_names),
                    ("pathconf", os.pathconf_names),
                    ("sysconf", os.sysconf_names)):
    for name, code in table.items():
        rows.append((func, name, code))
rows.sort(key=lambda r: (r[0], r[2], r[1]))
with open("posix-conf-names.csv", "w", newline="", encoding="utf-8") as f:
    w = csv.writer(f, lineterminator="\n")
    w.writerow(["function", "name", "code"])
    w.writerows(rows)
