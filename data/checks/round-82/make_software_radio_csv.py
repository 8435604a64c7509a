#!/usr/bin/python3
"""Turn systemd's udev hwdb file 70-software-radio.hwdb into a CSV table.

One row per USB modalias match line.  Columns:
  group       - the vendor/family heading of the block (the line between the ##### rules)
  device      - the comment line just above the match line(s)
  vendor_id   - USB vendor id (4 hex digits) taken from usb:vXXXXpYYYY*
  product_id  - USB product id (4 hex digits)
  properties  - the properties set for the match, joined with "; "
Rows keep the order of the file.
"""
import csv
import re
import sys

SRC = "/usr/lib/udev/hwdb.d/70-software-radio.hwdb"
OUT = "software-radio-devices.csv"

rows = []
group = None
device = None
pending = []          # match lines waiting for their properties
props = []

def flush():
    global pending, props
    for vid, pid in pending:
        rows.append([group, device, vid, pid, "; ".join(props)])
    pending, props = [], []

with open(SRC, encoding="utf-8") as f:
    lines = f.read().split("\n")

for i, line in enumerate(lines):
    if line.startswith("#####"):
        flush()
        # heading is the single comment line between two rule lines
        if i + 2 < len(lines) and lines[i + 2].startswith("#####") and lines[i + 1].startswith("# "):
            group = lines[i + 1][2:].strip()
        continue
    if group is None:
        continue               # file header comments
    if line.startswith("# "):
        if lines[i - 1].startswith("#####") and lines[i + 1].startswith("#####"):
            continue           # the heading line itself
        flush()
        device = line[2:].strip()
    elif line.startswith("usb:"):
        if props:
            flush()
        m = re.fullmatch(r"usb:v([0-9A-F]{4})p([0-9A-F]{4})\*", line)
        if not m:
            sys.exit("unexpected match line: " + line)
        pending.append((m.group(1), m.group(2)))
    elif line.startswith(" "):
        props.append(line.strip())
    elif line.strip() == "":
        flush()
    else:
        sys.exit("unexpected line: " + line)
flush()

with open(OUT, "w", newline="", encoding="utf-8") as f:
    w = csv.writer(f)
    w.writerow(["group", "device", "vendor_id", "product_id", "properties"])
    w.writerows(rows)
print(len(rows), "rows written to", OUT)
