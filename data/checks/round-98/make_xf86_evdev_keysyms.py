#!/usr/bin/python3
"""Table of the XF86 keysyms that are defined from Linux evdev key codes
(the _EVDEVK(...) range) in /usr/include/X11/XF86keysym.h (package x11proto-dev).
Only real #define lines are kept; commented-out "Use:" lines are skipped."""
import csv
import re

SRC = "/usr/include/X11/XF86keysym.h"
OUT = "xf86-evdev-keysyms.csv"

pat = re.compile(
    r"^#define\s+(XF86XK_\w+)\s+_EVDEVK\((0x[0-9A-Fa-f]+)\)\s+/\*\s*(?:v([0-9.]+))?\s+(KEY_\w+)\s*\*/")
rows = []
with open(SRC, encoding="utf-8") as f:
    for line in f:
        m = pat.match(line)
        if not m:
            continue
        name, code, kver, keyname = m.groups()
        c = int(code, 16)
        rows.append({
            "keysym_name": name,
            "keysym_value": "0x%08X" % (0x10081000 + c),
            "evdev_code_hex": code,
            "evdev_code_dec": c,
            "kernel_version": kver or "",
            "linux_key_name": keyname,
        })

with open(OUT, "w", newline="", encoding="utf-8") as f:
    w = csv.DictWriter(f, fieldnames=list(rows[0].keys()))
    w.writeheader()
    w.writerows(rows)
print(OUT, len(rows), "rows")
