#!/usr/bin/python3
"""Make udev-evdev-axis-overrides.csv from systemd/udev's 60-evdev.hwdb.

One row per hwdb entry (a group of match lines sharing the same
EVDEV_ABS_* property lines).  brand = the "# NAME" banner heading the
section, device = the comment line(s) directly describing the entry
(joined with " / "), match_count = number of match lines, x_axis/y_axis =
raw EVDEV_ABS_00 / EVDEV_ABS_01 values (min:max:res[:fuzz[:flat]]),
x_resolution/y_resolution = the res field (units per mm) when given.
"""
import csv, re, sys

SRC = "/lib/udev/hwdb.d/60-evdev.hwdb"
OUT = "udev-evdev-axis-overrides.csv"

lines = open(SRC, encoding="utf-8").read().split("\n")
# skip the header documentation: start at "# Sort by brand, model"
start = next(i for i, l in enumerate(lines) if l.startswith("# Sort by brand"))
rows = []
brand = None
comments, matches, props = [], [], {}
i = start + 1

def flush():
    global comments, matches, props
    if matches:
        def res(v):
            if v is None:
                return ""
            parts = v.split(":")
            return parts[2] if len(parts) > 2 and parts[2] != "" else ""
        rows.append({
            "brand": brand,
            "device": " / ".join(comments),
            "match_count": len(matches),
            "x_axis": props.get("EVDEV_ABS_00", ""),
            "y_axis": props.get("EVDEV_ABS_01", ""),
            "x_resolution": res(props.get("EVDEV_ABS_00")),
            "y_resolution": res(props.get("EVDEV_ABS_01")),
            "multitouch_axes": "yes" if "EVDEV_ABS_35" in props else "no",
        })
    comments, matches, props = [], [], {}

while i < len(lines):
    l = lines[i]
    if l.startswith("#####"):
        flush()
        # banner: "####", "# Name", "####"
        name = lines[i + 1].lstrip("#").strip()
        brand = name
        i += 3
        continue
    if l.startswith("# ") or l == "#":
        if props:  # a comment after properties starts a new entry
            flush()
        if l.strip() != "#":
            comments.append(l[2:].strip())
    elif l.startswith("evdev:"):
        if props:
            flush()
        matches.append(l)
    elif l.startswith(" EVDEV_ABS_"):
        k, v = l.strip().split("=", 1)
        props[k] = v
    elif l.strip() == "":
        if props:
            flush()
    i += 1
flush()

with open(OUT, "w", newline="", encoding="utf-8") as f:
    w = csv.DictWriter(f, fieldnames=list(rows[0].keys()))
    w.writeheader()
    w.writerows(rows)
print(len(rows), "rows written to", OUT, file=sys.stderr)
