"""/etc/login.defs -> CSV: one row per active (uncommented) setting, in file order."""
import csv, sys

rows = []
with open(sys.argv[1], encoding="utf-8") as f:
    for line in f:
        s = line.strip()
        if not s or s.startswith("#"):
            continue
        name, value = s.split(None, 1)
        rows.append((name, value.strip()))
w = csv.writer(sys.stdout, lineterminator="\n")
w.writerow(["setting", "value"])
w.writerows(rows)
