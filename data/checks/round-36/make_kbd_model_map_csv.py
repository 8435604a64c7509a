#!/usr/bin/python3
"""Turn systemd's /usr/share/systemd/kbd-model-map (whitespace-separated, '#' comments)
into a CSV, keeping the file's row order. A '-' in the source (no variant) becomes an empty cell."""
import csv

rows = []
with open("/usr/share/systemd/kbd-model-map", encoding="utf-8") as f:
    for line in f:
        line = line.strip()
        if not line or line.startswith("#"):
            continue
        parts = line.split()
        assert len(parts) == 5, parts
        console, xlayout, xmodel, xvariant, xoptions = parts
        rows.append([console, xlayout, xmodel, "" if xvariant == "-" else xvariant,
                     "" if xoptions == "-" else xoptions])

with open("keyboard-model-map.csv", "w", newline="", encoding="utf-8") as out:
    w = csv.writer(out)
    w.writerow(["console_keymap", "x11_layout", "x11_model", "x11_variant", "x11_options"])
    w.writerows(rows)
print(len(rows), "rows")
