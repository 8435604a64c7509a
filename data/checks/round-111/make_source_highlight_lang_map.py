#!/usr/bin/python3
"""Table of source-highlight's input-language map (/usr/share/source-highlight/lang.map):
one row per file extension or language name, with the .lang definition file it selects."""
import csv

SRC = "/usr/share/source-highlight/lang.map"
rows = []
with open(SRC, encoding="utf-8") as f:
    for line in f:
        line = line.strip()
        if not line or line.startswith("#") or "=" not in line:
            continue
        name, lang = (p.strip() for p in line.split("=", 1))
        rows.append({"extension_or_name": name, "language_definition_file": lang})

with open("source-highlight-lang-map.csv", "w", newline="", encoding="utf-8") as out:
    w = csv.DictWriter(out, fieldnames=["extension_or_name", "language_definition_file"])
    w.writeheader()
    w.writerows(rows)
