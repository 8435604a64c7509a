#!/usr/bin/python3
"""Build adwaita-icon-directories.csv: one row per icon directory declared in
/usr/share/icons/Adwaita/index.theme (package adwaita-icon-theme), in the
order of its Directories= key, with the number of icon files found on disk."""
import configparser
import csv
import os

THEME = "/usr/share/icons/Adwaita"

cp = configparser.ConfigParser(interpolation=None, strict=False)
cp.optionxform = str
with open(os.path.join(THEME, "index.theme"), encoding="utf-8") as f:
    cp.read_file(f)

dirs = [d for d in cp["Icon Theme"]["Directories"].split(",") if d]
rows = []
for d in dirs:
    s = cp[d]
    path = os.path.join(THEME, d)
    n = len([x for x in os.listdir(path)
             if os.path.isfile(os.path.join(path, x))]) if os.path.isdir(path) else 0
    rows.append({
        "directory": d,
        "context": s.get("Context", ""),
        "type": s.get("Type", ""),
        "nominal_size_px": s.get("Size", ""),
        "min_size_px": s.get("MinSize", ""),
        "max_size_px": s.get("MaxSize", ""),
        "icon_files": n,
    })

with open("adwaita-icon-directories.csv", "w", newline="", encoding="utf-8") as out:
    w = csv.DictWriter(out, fieldnames=list(rows[0].keys()))
    w.writeheader()
    w.writerows(rows)
print(len(rows), "rows")
