#!/usr/bin/python3
"""Make google-usb-products.csv: every USB product listed for vendor 18D1
(Google Inc.) in systemd's udev hardware database
/lib/udev/hwdb.d/20-usb-vendor-model.hwdb (package udev), in file order."""
import csv
import re

SRC = "/lib/udev/hwdb.d/20-usb-vendor-model.hwdb"
VENDOR = "18D1"

with open(SRC, encoding="utf-8") as f:
    lines = f.read().split("\n")

vendor_name = None
rows = []
for i, line in enumerate(lines):
    m = re.match(r"usb:v(%s)\*$" % VENDOR, line)
    if m:
        vendor_name = lines[i + 1].split("=", 1)[1]
    m = re.match(r"usb:v(%s)p([0-9A-F]{4})\*$" % VENDOR, line)
    if m:
        name = lines[i + 1].strip()
        assert name.startswith("ID_MODEL_FROM_DATABASE="), name
        pid = m.group(2)
        rows.append({
            "vendor_id": m.group(1).lower(),
            "product_id": pid.lower(),
            "product_id_decimal": int(pid, 16),
            "product_name": name.split("=", 1)[1],
        })

with open("google-usb-products.csv", "w", newline="", encoding="utf-8") as out:
    w = csv.DictWriter(out, fieldnames=["vendor_id", "vendor_name", "product_id",
                                        "product_id_decimal", "product_name"])
    w.writeheader()
    for r in rows:
        r["vendor_name"] = vendor_name
        w.writerow(r)
print(len(rows), "rows")
