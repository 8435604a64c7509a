#!/usr/bin/python3
"""The 16 ANSI colours of the two 16-colour palettes in rich/_palettes.py
(rich as vendored by pip, package python3-pip): STANDARD_PALETTE and WINDOWS_PALETTE."""
import csv
import sys
sys.dont_write_bytecode = True  # do not write .pyc files outside this folder

sys.path.insert(0, "/usr/lib/python3/dist-packages")
from pip._vendor.rich import _palettes  # /usr/lib/python3/dist-packages/pip/_vendor/rich/_palettes.py

std = _palettes.STANDARD_PALETTE._colors
win = _palettes.WINDOWS_PALETTE._colors
assert len(std) == len(win) == 16

with open("rich-16-colour-palettes.csv", "w", newline="", encoding="utf-8") as f:
    w = csv.writer(f)
    w.writerow(["ansi_index", "standard_red", "standard_green", "standard_blue",
                "windows_red", "windows_green", "windows_blue"])
    for i, (s, v) in enumerate(zip(std, win)):
        w.writerow([i, *s, *v])
print(16, "rows")
