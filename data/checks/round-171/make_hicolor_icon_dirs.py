#!/usr/bin/python3
"""Table of the scale-1 icon directories of the hicolor icon theme (all contexts
except the legacy 'Stock' ones), from /usr/share/icons/hicolor/index.theme
(package hicolor-icon-theme), in the order of its Directories= key."""
import configparser, csv
cp = configparser.ConfigParser(interpolation=None)
cp.optionxform = str
cp.read("/usr/share/icons/hicolor/index.theme")
order = cp["Icon Theme"]["Directories"].split(",")
rows = []
for d in order:
    if d not in cp:
        continue
    s = cp[d]
    if s.get("Context") == "Stock" or s.get("Scale", "1") != "1":
        continue
    rows.append({
        "directory": d,
        "context": s.get("Context", ""),
        "size": s.get("Size", ""),
        "type": s.get("Type", ""),
        "min_size": s.get("MinSize", ""),
        "max_size": s.get("MaxSize", ""),
    })
with open("hicolor-icon-dirs.csv", "w", newline="") as f:
    w = csv.DictWriter(f, fieldnames=list(rows[0]))
    w.writeheader()
    w.writerows(rows)
print(len(rows), "rows")
