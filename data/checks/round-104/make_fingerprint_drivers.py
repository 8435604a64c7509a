#!/usr/bin/python3
"""Summarise udev's 60-autosuspend-fingerprint-reader.hwdb per libfprint driver.

One row per "# Supported by libfprint driver NAME" block; the trailing
"Known unsupported devices" block is left out.
"""
import csv
import re
import sys

SRC = "/usr/lib/udev/hwdb.d/60-autosuspend-fingerprint-reader.hwdb"

blocks = []          # [driver, [(vendor, product), ...]]
current = None
with open(SRC, encoding="utf-8") as fh:
    for line in fh:
        m = re.match(r"# Supported by libfprint driver (\S+)", line)
        if m:
            current = [m.group(1), []]
            blocks.append(current)
            continue
        if line.startswith("# Known unsupported"):
            current = None
            continue
        m = re.match(r"usb:v([0-9A-F]{4})p([0-9A-F]{4})\*", line)
        if m and current is not None:
            current[1].append((m.group(1), m.group(2)))

w = csv.writer(sys.stdout, lineterminator="\n")
w.writerow(["libfprint_driver", "usb_device_count", "usb_vendor_ids", "vendor_count",
            "first_usb_id", "last_usb_id"])
for driver, ids in blocks:
    vendors = []
    for v, _ in ids:
        if v not in vendors:
            vendors.append(v)
    w.writerow([driver, len(ids), ";".join(vendors), len(vendors),
                "%s:%s" % ids[0], "%s:%s" % ids[-1]])
