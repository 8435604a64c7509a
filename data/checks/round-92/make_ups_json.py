#!/usr/bin/python3
"""Write upower-ups-usb-ids.json from upower's UPS hwdb file.

Source: /lib/udev/hwdb.d/95-upower-hid.hwdb (package upower).  Each block
of that file is a "# Vendor" comment, one or more match lines
"usb:vVVVVpPPPP*", then UPOWER_BATTERY_TYPE= and UPOWER_VENDOR= properties.
One JSON object per block, in file order:
  vendor          the UPOWER_VENDOR value
  usb_vendor_id   the 4 hex digits after "v" (as written, upper case)
  product_ids     list of the 4 hex digits after "p", in file order
  product_count   length of product_ids
  battery_type    the UPOWER_BATTERY_TYPE value
"""
import json
import re

SRC = "/lib/udev/hwdb.d/95-upower-hid.hwdb"
entries = []
cur = None
with open(SRC, encoding="utf-8") as f:
    for line in f:
        line = line.rstrip("\n")
        m = re.fullmatch(r"usb:v([0-9A-F]{4})p([0-9A-F]{4})\*", line)
        if m:
            if cur is None:
                cur = {"vendor": None, "usb_vendor_id": m.group(1),
                       "product_ids": [], "product_count": 0,
                       "battery_type": None}
            assert cur["usb_vendor_id"] == m.group(1)
            cur["product_ids"].append(m.group(2))
            cur["product_count"] = len(cur["product_ids"])
        elif line.startswith(" UPOWER_BATTERY_TYPE="):
            cur["battery_type"] = line.split("=", 1)[1]
        elif line.startswith(" UPOWER_VENDOR="):
            cur["vendor"] = line.split("=", 1)[1]
            entries.append(cur)
            cur = None
assert cur is None

out = {"source": SRC, "entry_count": len(entries), "entries": entries}
with open("upower-ups-usb-ids.json", "w", encoding="utf-8") as f:
    json.dump(out, f, indent=2)
    f.write("\n")
