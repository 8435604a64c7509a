#!/usr/bin/python3
"""Build ethtool-link-modes.csv from the Linux UAPI header /usr/include/linux/ethtool.h
(package linux-libc-dev): the enum ethtool_link_mode_bit_indices."""
import csv
import re

SRC = "/usr/include/linux/ethtool.h"
text = open(SRC, encoding="utf-8").read()
body = re.search(r"enum ethtool_link_mode_bit_indices \{(.*?)\};", text, re.S).group(1)
rows = []
for name, bit in re.findall(r"ETHTOOL_LINK_MODE_(\w+?)_BIT\s*=\s*(\d+)", body):
    m = re.match(r"(\d+)base(\w+?)_(Half|Full)$", name)
    if m:
        speed, medium, duplex = m.group(1), m.group(2), m.group(3)
        kind = "speed/duplex"
    else:
        speed, medium, duplex = "", "", ""
        kind = "FEC" if "FEC" in name else "feature"
    rows.append({
        "bit": int(bit),
        "mode": name,
        "kind": kind,
        "speed_mbps": speed,
        "medium": medium,
        "duplex": duplex,
        "has_legacy_SUPPORTED_macro": "yes" if int(bit) <= 31 else "no",
    })
rows.sort(key=lambda r: r["bit"])
with open("ethtool-link-modes.csv", "w", newline="", encoding="utf-8") as f:
    w = csv.DictWriter(f, fieldnames=list(rows[0].keys()))
    w.writeheader()
    w.writerows(rows)
