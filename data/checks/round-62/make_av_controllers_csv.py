#!/usr/bin/python3
"""systemd's udev hwdb of AV production controllers -> CSV.

Source: /usr/lib/udev/hwdb.d/70-av-production.hwdb (package udev).
One row per "usb:vXXXXpYYYY*" match line, in file order:
  maker      = the "# Name" heading between the '####' rules,
  device     = the last "# ..." comment line above the match,
  vendor_id  = the 4 hex digits after 'v', product_id = the 4 hex digits after 'p',
  modalias   = the match line itself.
Every entry in this file sets ID_AV_PRODUCTION_CONTROLLER=1 (the script checks this),
so that property is not repeated in the table.
"""
import csv, re, sys

SRC = "/usr/lib/udev/hwdb.d/70-av-production.hwdb"
lines = open(SRC, encoding="utf-8").read().split("\n")
rows, maker, device = [], None, None
body = False
for i, line in enumerate(lines):
    is_rule = line.startswith("#####")
    if is_rule:
        body = True
        continue
    if not body:
        continue
    if line.startswith("# "):
        if i > 0 and lines[i - 1].startswith("#####") and i + 1 < len(lines) and lines[i + 1].startswith("#####"):
            maker = line[2:].strip()      # heading between two rules
        else:
            device = line[2:].strip()     # device comment
        continue
    m = re.match(r"usb:v([0-9A-Fa-f]{4})p([0-9A-Fa-f]{4})\*$", line)
    if m:
        if not re.match(r"\s+ID_AV_PRODUCTION_CONTROLLER=1$", lines[i + 1]):
            sys.exit("unexpected property line: " + lines[i + 1])
        rows.append({"maker": maker, "device": device, "vendor_id": m.group(1).upper(),
                     "product_id": m.group(2).upper(), "modalias": line})
    elif line.startswith("usb:"):
        sys.exit("unparsed match line: " + line)

with open("av-production-controllers.csv", "w", newline="", encoding="utf-8") as f:
    w = csv.DictWriter(f, fieldnames=["maker", "device", "vendor_id", "product_id", "modalias"], lineterminator="\n")
    w.writeheader()
    w.writerows(rows)
print(len(rows), "rows", file=sys.stderr)
