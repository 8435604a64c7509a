#!/usr/bin/python3
"""Table of Linux input event codes (REL_, ABS_, SW_, LED_) from linux-libc-dev's input-event-codes.h."""
import csv, re, sys

SRC = "/usr/include/linux/input-event-codes.h"
TYPES = {"REL": "EV_REL (relative axis)", "ABS": "EV_ABS (absolute axis)",
         "SW": "EV_SW (switch)", "LED": "EV_LED (LED)"}
pat = re.compile(r"^#define\s+((REL|ABS|SW|LED)_[A-Z0-9_]+)\s+(0x[0-9a-fA-F]+)\s*(?:/\*\s*(.*?)\s*(?:\*/)?\s*)?$")
rows = []
with open(SRC) as f:
    for line in f:
        m = pat.match(line.rstrip("\n"))
        if not m:
            continue
        name, prefix, hexval, comment = m.groups()
        if name.endswith("_MAX") or name.endswith("_CNT"):
            continue
        rows.append({"event_type": prefix, "name": name, "code_hex": hexval,
                     "code_decimal": int(hexval, 16), "comment": (comment or "").strip()})
w = csv.DictWriter(sys.stdout, fieldnames=["event_type", "name", "code_hex", "code_decimal", "comment"], lineterminator="\n")
w.writeheader()
w.writerows(rows)
