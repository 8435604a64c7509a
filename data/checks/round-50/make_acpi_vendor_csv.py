#!/usr/bin/python3
"""ACPI / PNP vendor IDs from udev's hwdb (20-acpi-vendor.hwdb) -> CSV.

Each record "acpi:<ID>*:" followed by " ID_VENDOR_FROM_DATABASE=<vendor>" becomes one
row (id, vendor) in file order. The id is the match pattern with the "acpi:" prefix
and the trailing "*" / "*:" removed (so 4-character ACPI IDs and 3-character PNP IDs
appear as written; one pattern keeps its bracket class). Duplicate ids are kept.
"""
import csv, sys

SRC = "/lib/udev/hwdb.d/20-acpi-vendor.hwdb"
rows, key = [], None
with open(SRC, encoding="utf-8") as f:
    for line in f:
        line = line.rstrip("\n")
        if line.startswith("acpi:"):
            key = line[len("acpi:"):].rstrip(":").rstrip("*")
        elif line.startswith(" ID_VENDOR_FROM_DATABASE=") and key is not None:
            rows.append((key, line.split("=", 1)[1]))
            key = None
with open("acpi-vendor-ids.csv", "w", newline="", encoding="utf-8") as out:
    w = csv.writer(out)
    w.writerow(["id", "vendor"])
    w.writerows(rows)
print(len(rows), "rows", file=sys.stderr)
