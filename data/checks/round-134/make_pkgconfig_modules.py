#!/usr/bin/python3
"""Table of the pkg-config modules installed on this machine.

Reads every *.pc file in /usr/share/pkgconfig and
/usr/lib/x86_64-linux-gnu/pkgconfig and writes pkgconfig-modules.csv with
one row per file: module (file name without .pc), name, version,
description, directory and the number of modules listed in Requires.
"""
import csv
import glob
import os
import re

DIRS = ["/usr/share/pkgconfig", "/usr/lib/x86_64-linux-gnu/pkgconfig"]


def parse(path):
    variables, fields = {}, {}
    with open(path, encoding="utf-8", errors="replace") as fh:
        for line in fh:
            line = line.split("#", 1)[0].strip()  # "#" starts a comment
            if not line:
                continue
            m = re.match(r"^([A-Za-z0-9_.]+)\s*([:=])\s*(.*)$", line)
            if not m:
                continue
            key, sep, value = m.groups()
            value = re.sub(r"\$\{(\w+)\}", lambda v: variables.get(v.group(1), ""), value)
            if sep == "=":
                variables[key] = value
            else:
                fields[key] = value.strip()
    return fields


def count_requires(text):
    if not text:
        return 0
    # a requirement is a module name, optionally followed by "op version"
    text = re.sub(r"(>=|<=|!=|=|<|>)\s*\S+", " ", text)
    return len([t for t in re.split(r"[\s,]+", text) if t])


rows = []
for d in DIRS:
    for path in sorted(glob.glob(os.path.join(d, "*.pc"))):
        f = parse(path)
        rows.append({
            "module": os.path.basename(path)[:-3],
            "name": f.get("Name", ""),
            "version": f.get("Version", ""),
            "description": f.get("Description", ""),
            "directory": d,
            "requires_count": count_requires(f.get("Requires", "")),
        })
rows.sort(key=lambda r: r["module"])
with open("pkgconfig-modules.csv", "w", newline="", encoding="utf-8") as out:
    w = csv.DictWriter(out, fieldnames=list(rows[0]))
    w.writeheader()
    w.writerows(rows)
print(len(rows), "rows")
