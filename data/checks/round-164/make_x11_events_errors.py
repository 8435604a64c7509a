#!/usr/bin/python3
"""Table of core X11 event type codes and error codes from /usr/include/X11/X.h (x11proto-dev)."""
import csv, re, sys

SRC = "/usr/include/X11/X.h"
text = open(SRC, encoding="utf-8").read()

# Event names section: from "#define KeyPress" up to LASTEvent (excluded)
ev = text[text.index("#define KeyPress"):text.index("#define LASTEvent")]
rows = []
for m in re.finditer(r"^#define\s+(\w+)\s+(\d+)", ev, re.M):
    rows.append({"name": m.group(1), "kind": "event", "code": int(m.group(2)), "comment": ""})

# Error codes section: Bad* defines with their C comments (possibly multi-line)
er = text[text.index("#define BadRequest"):text.index("#define FirstExtensionError")]
for m in re.finditer(r"^#define\s+(Bad\w+)\s+(\d+)\s*/\*(.*?)\*/", er, re.M | re.S):
    comment = " ".join(m.group(3).split())
    rows.append({"name": m.group(1), "kind": "error", "code": int(m.group(2)), "comment": comment})

with open("x11-core-events-errors.csv", "w", newline="", encoding="utf-8") as f:
    w = csv.DictWriter(f, fieldnames=["name", "kind", "code", "comment"])
    w.writeheader()
    w.writerows(rows)
print(len(rows), "rows", file=sys.stderr)
