#!/usr/bin/python3
"""Turn systemd's 20-sdio-vendor-model.hwdb (udev) into sdio-devices.csv.

One row per vendor or model entry, in file order:
vendor_id (4 hex digits), device_id (4 hex digits, empty for a vendor row),
vendor (name of the vendor), model (empty for a vendor row).
A trailing "   # remark" after a name in the hwdb file is dropped."""
import csv, re

SRC = "/usr/lib/udev/hwdb.d/20-sdio-vendor-model.hwdb"
rows, vendors = [], {}
key = None
with open(SRC, encoding="utf-8") as f:
    for line in f:
        line = line.rstrip("\n")
        m = re.match(r"sdio:c\*v([0-9A-Fa-f]{4})(?:d([0-9A-Fa-f]{4}))?\*$", line)
        if m:
            key = (m.group(1).upper(), (m.group(2) or "").upper())
            continue
        m = re.match(r"\s+ID_(VENDOR|MODEL)_FROM_DATABASE=(.*?)(?:\s+#.*)?$", line)
        if m and key:
            vid, did = key
            if m.group(1) == "VENDOR":
                vendors[vid] = m.group(2)
                rows.append([vid, "", m.group(2), ""])
            else:
                rows.append([vid, did, vendors.get(vid, ""), m.group(2)])
            key = None

with open("sdio-devices.csv", "w", newline="", encoding="utf-8") as out:
    w = csv.writer(out)
    w.writerow(["vendor_id", "device_id", "vendor", "model"])
    w.writerows(rows)
print(len(rows), "rows")
