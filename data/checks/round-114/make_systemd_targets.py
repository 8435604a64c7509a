"""Table of the systemd target units shipped in /lib/systemd/system (package systemd).

One row per regular *.target file (symlinks/aliases skipped), values taken from its
[Unit] section; a key given on several lines has its values joined with a space.
"""
import csv, glob, os

KEYS = [("description", "Description", ""), ("documentation", "Documentation", ""),
        ("default_dependencies", "DefaultDependencies", "yes"), ("allow_isolate", "AllowIsolate", "no"),
        ("refuse_manual_start", "RefuseManualStart", "no"), ("stop_when_unneeded", "StopWhenUnneeded", "no"),
        ("requires", "Requires", ""), ("wants", "Wants", ""), ("after", "After", ""),
        ("conflicts", "Conflicts", "")]

rows = []
for path in sorted(glob.glob("/lib/systemd/system/*.target")):
    if os.path.islink(path):
        continue
    section, vals = None, {}
    for line in open(path, encoding="utf-8"):
        line = line.strip()
        if not line or line.startswith(("#", ";")):
            continue
        if line.startswith("["):
            section = line.strip("[]")
            continue
        if section == "Unit" and "=" in line:
            k, v = line.split("=", 1)
            vals.setdefault(k.strip(), []).append(v.strip())
    row = {"unit": os.path.basename(path)}
    for col, key, default in KEYS:
        row[col] = " ".join(vals[key]) if key in vals else default
    rows.append(row)

with open("systemd-target-units.csv", "w", newline="", encoding="utf-8") as f:
    w = csv.DictWriter(f, fieldnames=list(rows[0].keys()))
    w.writeheader()
    w.writerows(rows)
print(len(rows), "rows")
