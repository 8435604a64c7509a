#!/usr/bin/python3
"""Table of V4L2 pixel formats (V4L2_PIX_FMT_*) from /usr/include/linux/videodev2.h (linux-libc-dev)."""
import csv, re

SRC = "/usr/include/linux/videodev2.h"
pat = re.compile(r"^#define\s+(V4L2_PIX_FMT_\w+)\s+(v4l2_fourcc(?:_be)?)\('(.)',\s*'(.)',\s*'(.)',\s*'(.)'\)\s*(?:/\*(.*?)\*/)?")
grp = re.compile(r"^/\*\s*(.*?)\s*\*/\s*$")
rows, group = [], ""
with open(SRC, encoding="utf-8") as f:
    for line in f:
        g = grp.match(line)
        if g and ("format" in g.group(1).lower() or "planes" in g.group(1).lower()) and "FOURCC" not in g.group(1):
            group = g.group(1)
            continue
        m = pat.match(line)
        if not m:
            continue
        name, macro, a, b, c, d, comment = m.groups()
        comment = " ".join((comment or "").split())
        depth = ""
        dm = re.match(r"^(\d+)\s+(.*)$", comment)
        if dm:
            depth, comment = dm.group(1), dm.group(2)
        rows.append({"macro": name, "fourcc": a + b + c + d,
                     "big_endian": "yes" if macro.endswith("_be") else "no",
                     "depth_bits": depth, "description": comment, "group": group})
with open("v4l2-pixel-formats.csv", "w", newline="", encoding="utf-8") as f:
    w = csv.DictWriter(f, fieldnames=["macro", "fourcc", "big_endian", "depth_bits", "description", "group"])
    w.writeheader()
    w.writerows(rows)
print(len(rows), "rows")
