#!/usr/bin/python3
"""Make mouse-dpi.csv from systemd/udev's /usr/lib/udev/hwdb.d/70-mouse.hwdb.

One row per match line ("mouse:BUS:vVVVVpPPPP:name:NAME:*") of every entry that sets
MOUSE_DPI, in file order.  Columns:
  brand               the section header ("# Brand" between two #### lines) above the entry
  model               first line of the comment block directly above the entry's match
                      lines, with no blank line between (empty if there is none)
  bus, vendor_id, product_id, device_name_pattern   taken from the match line
                      (ids lower-cased, trailing ":*" of the name removed)
  dpi_setting         the MOUSE_DPI value as written
  default_dpi         the resolution marked with '*' (or the only/first one), no @frequency
  report_rate_hz      the @frequency of that default resolution (empty if none)
  wheel_click_angle   MOUSE_WHEEL_CLICK_ANGLE if the entry sets it (empty if not)
"""
import csv, re

SRC = "/usr/lib/udev/hwdb.d/70-mouse.hwdb"
lines = open(SRC, encoding="utf-8").read().split("\n")

rows = []
brand = ""
comments = []      # comment lines since the last blank line / entry
matches = []
props = {}
in_header = False

def flush():
    global matches, props, comments
    if matches and "MOUSE_DPI" in props:
        dpi = props["MOUSE_DPI"]
        items = dpi.split()
        default = [i for i in items if i.startswith("*")]
        d = (default[0] if default else items[0]).lstrip("*")
        dval, _, freq = d.partition("@")
        model = comments[0] if comments else ""
        for m in matches:
            parts = m.split(":")
            bus = parts[1]
            vp = parts[2]
            mm = re.match(r"v([0-9A-Fa-f*]+)p([0-9A-Fa-f*]+)", vp)
            vendor, product = (mm.group(1).lower(), mm.group(2).lower()) if mm else ("", "")
            name = m.split(":name:", 1)[1] if ":name:" in m else ""
            if name.endswith(":*"):
                name = name[:-2]
            rows.append({"brand": brand, "model": model, "bus": bus,
                         "vendor_id": vendor, "product_id": product,
                         "device_name_pattern": name, "dpi_setting": dpi,
                         "default_dpi": dval, "report_rate_hz": freq,
                         "wheel_click_angle": props.get("MOUSE_WHEEL_CLICK_ANGLE", "")})
    if matches:
        comments = []
    matches = []
    props = {}

for i, line in enumerate(lines):
    if line.startswith("####"):
        flush()
        # header block: "####", "# Brand", "####"
        if i + 2 < len(lines) and lines[i + 2].startswith("####") and lines[i + 1].startswith("# "):
            brand = lines[i + 1][2:].strip()
        comments = []
        continue
    if line.startswith("mouse:"):
        if props:
            flush()
        matches.append(line)
    elif line.startswith(" ") and matches:
        k, _, v = line.strip().partition("=")
        props[k] = v
    elif line.startswith("#"):
        if props or matches:
            flush()
        text = line[1:].strip()
        if text:
            comments.append(text)
    elif line.strip() == "":
        flush()
        comments = []

flush()

with open("mouse-dpi.csv", "w", newline="", encoding="utf-8") as f:
    w = csv.DictWriter(f, fieldnames=list(rows[0]))
    w.writeheader()
    w.writerows(rows)
print(len(rows), "rows")
