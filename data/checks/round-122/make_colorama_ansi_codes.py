#!/usr/bin/python3
"""Table of the ANSI SGR codes defined by colorama as vendored in pip
(/usr/lib/python3/dist-packages/pip/_vendor/colorama/ansi.py, package python3-pip)."""
import csv
import sys
sys.path.insert(0, "/usr/lib/python3/dist-packages")
from pip._vendor.colorama import ansi

rows = []
for group, cls in (("Fore", ansi.AnsiFore), ("Back", ansi.AnsiBack), ("Style", ansi.AnsiStyle)):
    for name, value in cls.__dict__.items():   # definition order
        if name.startswith("_") or not isinstance(value, int):
            continue
        rows.append({
            "group": group,
            "name": name,
            "sgr_code": value,
            "escape_sequence": "ESC[%dm" % value,
            "non_standard_extension": "yes" if name.endswith("_EX") else "no",
        })

with open("colorama-ansi-codes.csv", "w", newline="", encoding="utf-8") as f:
    w = csv.DictWriter(f, fieldnames=list(rows[0]), lineterminator="\n")
    w.writeheader()
    w.writerows(rows)
print(len(rows), "rows")
