#!/usr/bin/python3
"""Turn systemd/udev's Bluetooth company-identifier hwdb into a CSV.

Source: /lib/udev/hwdb.d/20-bluetooth-vendor-product.hwdb (package udev).
Each record "bluetooth:vXXXX*" + " ID_VENDOR_FROM_DATABASE=Name" becomes one row:
company_id_hex (4 hex digits, as in the file), company_id_decimal, company_name.
Rows keep the file's order (ascending id).
"""
import csv
import re

SRC = "/lib/udev/hwdb.d/20-bluetooth-vendor-product.hwdb"
OUT = "bluetooth-company-ids.csv"

rows = []
cur = None
with open(SRC, encoding="utf-8") as f:
    for line in f:
        line = line.rstrip("\n")
        m = re.match(r"^bluetooth:v([0-9A-Fa-f]{4})\*$", line)
        if m:
            cur = m.group(1)
            continue
        m = re.match(r"^ ID_VENDOR_FROM_DATABASE=(.*)$", line)
        if m and cur is not None:
            rows.append((cur, int(cur, 16), m.group(1).strip()))
            cur = None

with open(OUT, "w", newline="", encoding="utf-8") as f:
    w = csv.writer(f, lineterminator="\n")
    w.writerow(["company_id_hex", "company_id_decimal", "company_name"])
    w.writerows(rows)
print(OUT, len(rows), "rows")
