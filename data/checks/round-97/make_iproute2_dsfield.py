#!/usr/bin/python3
"""Build iproute2-dsfield.csv from /etc/iproute2/rt_dsfield (package iproute2).

Columns:
  name          symbolic name given in the file (e.g. AF11, CS1, EF)
  hex_value     DS-field byte as written in the file (e.g. 0x28)
  decimal_value the same byte as a decimal number
  dscp          DSCP code point = DS-field byte shifted right by 2 bits
  defined_in    RFC named in the nearest preceding comment line
                ("" for entries listed before any RFC comment)
"""
import csv
import re
import sys

SRC = "/etc/iproute2/rt_dsfield"
OUT = "iproute2-dsfield.csv"

rows = []
standard = ""
with open(SRC, encoding="utf-8") as fh:
    for line in fh:
        line = line.strip()
        if not line:
            continue
        if line.startswith("#"):
            m = re.search(r"RFC\s*(\d+)", line)
            if m:
                standard = "RFC" + m.group(1)
            continue
        value, name = line.split()
        num = int(value, 16)
        rows.append({"name": name, "hex_value": value, "decimal_value": num,
                     "dscp": num >> 2, "defined_in": standard})

with open(OUT, "w", newline="", encoding="utf-8") as fh:
    w = csv.DictWriter(fh, fieldnames=["name", "hex_value", "decimal_value", "dscp", "defined_in"],
                       lineterminator="\n")
    w.writeheader()
    w.writerows(rows)
print(f"{OUT}: {len(rows)} rows", file=sys.stderr)
