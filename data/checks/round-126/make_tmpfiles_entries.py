#!/usr/bin/python3
"""Build tmpfiles-entries.csv: one row per non-comment line of the
tmpfiles.d(5) snippets in /usr/lib/tmpfiles.d that belong to the Debian
packages passwd, polkitd, postgresql-common, systemd and udev.
Fields that a line leaves out are written as empty cells; "-" is kept as written."""
import csv
import os
import subprocess

DIR = "/usr/lib/tmpfiles.d"
KEEP = {"passwd", "polkitd", "postgresql-common", "systemd", "udev"}

rows = []
for name in sorted(os.listdir(DIR)):
    path = os.path.join(DIR, name)
    owner = subprocess.run(["dpkg", "-S", path], capture_output=True,
                           text=True).stdout.split(":")[0].strip()
    if owner not in KEEP:
        continue
    with open(path, encoding="utf-8") as fh:
        for line in fh:
            s = line.strip()
            if not s or s.startswith("#"):
                continue
            parts = s.split(None, 6)
            parts += [""] * (7 - len(parts))
            ltype, lpath, mode, user, group, age, arg = parts
            rows.append({
                "file": name,
                "package": owner,
                "type": ltype,
                "path": lpath,
                "mode": mode,
                "user": user,
                "group": group,
                "age": age,
                "argument": arg,
            })

with open("tmpfiles-entries.csv", "w", newline="", encoding="utf-8") as out:
    w = csv.DictWriter(out, fieldnames=list(rows[0].keys()))
    w.writeheader()
    w.writerows(rows)
