#!/usr/bin/python3
"""Make postgresql-errcodes.csv from PostgreSQL 15's errcodes.txt.

One row per SQLSTATE line, in file order. Columns:
class (the two-character class code), class_name (text of the
preceding "Section: Class XX - ..." line), sqlstate, kind (E/W/S spelled
out as error/warning/success), macro (errcode_macro_name), condition
(spec_name, the PL/pgSQL condition name; empty when the file gives none).
"""
import csv
import re
import sys

SRC = "/usr/share/postgresql/15/errcodes.txt"
KIND = {"E": "error", "W": "warning", "S": "success"}

rows = []
cls = cname = None
with open(SRC, encoding="utf-8") as f:
    for line in f:
        line = line.rstrip("\n")
        if not line.strip() or line.startswith("#"):
            continue
        m = re.match(r"Section: Class (\S+) - (.*)$", line)
        if m:
            cls, cname = m.group(1), m.group(2).strip()
            continue
        parts = line.split()
        sqlstate, kind, macro = parts[0], parts[1], parts[2]
        cond = parts[3] if len(parts) > 3 else ""
        rows.append([cls, cname, sqlstate, KIND[kind], macro, cond])

with open("postgresql-errcodes.csv", "w", newline="", encoding="utf-8") as out:
    w = csv.writer(out, lineterminator="\n")
    w.writerow(["class", "class_name", "sqlstate", "kind", "macro", "condition"])
    w.writerows(rows)
print(len(rows), "rows", file=sys.stderr)
