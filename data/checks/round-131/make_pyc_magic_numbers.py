#!/usr/bin/python3
"""Table of the Python 3 bytecode (.pyc) magic numbers listed in the
"Known values" comment of importlib/_bootstrap_external.py
(package libpython3.11-minimal). Only entries that name an explicit
Python 3.x release are kept; continuation lines are joined."""
import csv
import re

SRC = "/usr/lib/python3.11/importlib/_bootstrap_external.py"
lines = open(SRC, encoding="utf-8").read().splitlines()
start = next(i for i, l in enumerate(lines) if "Known values:" in l)
end = next(i for i, l in enumerate(lines) if "Python 3.12 will start" in l)

entry_re = re.compile(r"^#\s+Python (3\.\d+[0-9a-z.]*):?\s+(\d{4})\s*(.*)$")
rows = []
cur = None
in_py3 = False
for l in lines[start + 1:end]:
    m = entry_re.match(l)
    if m:
        in_py3 = True
        cur = {"release": m.group(1), "magic_number": int(m.group(2)),
               "change": m.group(3).strip()}
        rows.append(cur)
        continue
    if not in_py3:
        continue
    text = l.lstrip("#").strip()
    if text.startswith("tag:"):
        continue
    if text and cur is not None:
        cur["change"] += " " + text

for r in rows:
    c = r["change"].strip()
    if c.startswith("(") and c.endswith(")"):
        c = c[1:-1]
    elif c.startswith("(") and c.endswith(")."):
        c = c[1:-2]
    r["change"] = re.sub(r"\s+", " ", c).strip()
    r["series"] = re.match(r"3\.\d+", r["release"]).group(0)
    iss = re.findall(r"(?:bpo-|#)(\d{4,5})\b", c)
    r["issue"] = iss[-1] if iss else ""

with open("python-pyc-magic-numbers.csv", "w", newline="", encoding="utf-8") as f:
    w = csv.writer(f)
    w.writerow(["magic_number", "python_release", "python_series", "change", "issue_number"])
    for r in rows:
        w.writerow([r["magic_number"], r["release"], r["series"], r["change"], r["issue"]])
print(len(rows), "rows")
