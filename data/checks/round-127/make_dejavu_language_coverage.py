#!/usr/bin/python3
"""Make dejavu-language-coverage.csv from the DejaVu fonts language coverage file
(/usr/share/doc/fonts-dejavu-core/langcover.txt.gz, package fonts-dejavu-core).
One row per language: how many of the characters that fontconfig lists for that
language each DejaVu face (Sans, Serif, Sans Mono) covers, and the total."""
import csv
import gzip
import re

SRC = "/usr/share/doc/fonts-dejavu-core/langcover.txt.gz"
CELL = r"(?:\d+%\s+)?\((\d+)/(\d+)\)"
LINE = re.compile(r"^(\S+)\s+(.*?)\s+" + CELL + r"\s+" + CELL + r"\s+" + CELL + r"\s*$")

rows = []
with gzip.open(SRC, "rt", encoding="utf-8") as fh:
    for line in fh:
        m = LINE.match(line.rstrip("\n"))
        if not m:
            continue
        code, name, sc, st, rc, rt, mc, mt = m.groups()
        assert st == rt == mt, line
        rows.append({
            "language_code": code,
            "language_name": name,
            "characters_required": int(st),
            "sans_covered": int(sc),
            "serif_covered": int(rc),
            "sans_mono_covered": int(mc),
        })

with open("dejavu-language-coverage.csv", "w", newline="", encoding="utf-8") as out:
    w = csv.DictWriter(out, fieldnames=list(rows[0].keys()))
    w.writeheader()
    w.writerows(rows)
print(len(rows), "rows")
