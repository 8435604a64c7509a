#!/usr/bin/python3
"""Write rich-ansi-colours.csv: every named colour of the copy of Rich vendored in pip
(pip._vendor.rich.color.ANSI_COLOR_NAMES), with its 8-bit number and the RGB hex value
of that number in Rich's EIGHT_BIT_PALETTE. Rows in number order, then name order."""
import csv
from pip._vendor.rich.color import ANSI_COLOR_NAMES
from pip._vendor.rich._palettes import EIGHT_BIT_PALETTE

rows = sorted(ANSI_COLOR_NAMES.items(), key=lambda kv: (kv[1], kv[0]))
with open("rich-ansi-colours.csv", "w", newline="", encoding="utf-8") as f:
    w = csv.writer(f, lineterminator="\n")
    w.writerow(["name", "number", "hex"])
    for name, num in rows:
        r, g, b = EIGHT_BIT_PALETTE[num]
        w.writerow([name, num, "#%02x%02x%02x" % (r, g, b)])
