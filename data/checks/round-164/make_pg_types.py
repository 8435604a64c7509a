#!/usr/bin/python3
"""Non-array built-in data types from the PostgreSQL 15 bootstrap catalogue
/usr/share/postgresql/15/postgres.bki (package postgresql-15), pg_type section."""
import json, shlex, sys

SRC = "/usr/share/postgresql/15/postgres.bki"
lines = open(SRC, encoding="utf-8").read().split("\n")
start = next(i for i, l in enumerate(lines) if l.startswith("create pg_type "))
cols, i = [], start + 2
while lines[i].strip() != ")":
    cols.append(lines[i].split("=")[0].strip())
    i += 1
out = []
for l in lines[i + 1:]:
    if l.startswith("close pg_type"):
        break
    if not l.startswith("insert ("):
        continue
    vals = shlex.split(l[len("insert ("):l.rindex(")")])
    r = dict(zip(cols, vals))
    if r["typcategory"] == "A":      # skip array types
        continue
    out.append({
        "oid": int(r["oid"]),
        "type_name": r["typname"],
        "length_bytes": int(r["typlen"]) if r["typlen"].lstrip("-").isdigit() else r["typlen"],
        "passed_by_value": {"t": True, "f": False}.get(r["typbyval"], r["typbyval"]),
        "type_kind": r["typtype"],
        "category_code": r["typcategory"],
        "preferred_in_category": r["typispreferred"] == "t",
        "array_delimiter": r["typdelim"],
        "array_type_oid": int(r["typarray"]),
        "alignment": r["typalign"],
        "storage": r["typstorage"],
    })
with open("postgresql-pg-type-catalog.json", "w", encoding="utf-8") as f:
    json.dump(out, f, indent=1)
    f.write("\n")
print(len(out), "entries", file=sys.stderr)
