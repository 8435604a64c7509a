"""PostgreSQL 15 extension control files (/usr/share/postgresql/15/extension/*.control) -> postgresql15-extensions.csv.
One row per control file, sorted by extension name. Columns: the control file's keys as written
(empty when the key is absent), plus script_versions: every version number that appears in the
extension's install/upgrade script names (NAME--V.sql, NAME--A--B.sql), sorted, separated by '; '.
Run with /usr/bin/python3."""
import csv
import glob
import os
import re

DIR = "/usr/share/postgresql/15/extension"
KEYS = ["comment", "default_version", "relocatable", "trusted", "superuser", "schema", "requires", "module_pathname"]


def vkey(v):
    return [int(p) if p.isdigit() else p for p in re.split(r"[.]", v)]


rows = []
for ctl in sorted(glob.glob(os.path.join(DIR, "*.control"))):
    ext = os.path.basename(ctl)[:-len(".control")]
    vals = {}
    with open(ctl, encoding="utf-8") as f:
        for line in f:
            line = line.strip()
            if not line or line.startswith("#") or "=" not in line:
                continue
            k, v = line.split("=", 1)
            v = v.strip()
            if len(v) >= 2 and v[0] == v[-1] == "'":
                v = v[1:-1]
            vals[k.strip()] = v
    versions = set()
    for sql in glob.glob(os.path.join(DIR, glob.escape(ext) + "--*.sql")):
        parts = os.path.basename(sql)[:-len(".sql")].split("--")
        if parts[0] != ext:
            continue
        versions.update(parts[1:])
    row = {"extension": ext}
    for k in KEYS:
        row[k] = vals.get(k, "")
    row["script_versions"] = "; ".join(sorted(versions, key=vkey))
    rows.append(row)

with open("postgresql15-extensions.csv", "w", newline="", encoding="utf-8") as f:
    w = csv.DictWriter(f, fieldnames=["extension"] + KEYS + ["script_versions"])
    w.writeheader()
    w.writerows(rows)
print(len(rows), "rows")
