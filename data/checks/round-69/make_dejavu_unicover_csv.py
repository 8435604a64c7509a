#!/usr/bin/python3
"""Turn the DejaVu Unicode coverage report (fonts-dejavu-core/unicover.txt.gz)
into a CSV: one row per Unicode block, with the number of characters each of
the three DejaVu core faces (Sans, Serif, Sans Mono) covers."""
import csv, gzip, re, sys

SRC = "/usr/share/doc/fonts-dejavu-core/unicover.txt.gz"
row_re = re.compile(r"^U\+([0-9a-f]+) (.+?)\s{2,}(.*)$")
cell_re = re.compile(r"(?:(\d+)%)?\s*\((\d+)/(\d+)\)")

rows = []
with gzip.open(SRC, "rt", encoding="utf-8") as f:
    for line in f:
        line = line.rstrip("\n")
        m = row_re.match(line)
        if not m:
            continue
        start, name, rest = m.groups()
        cells = cell_re.findall(rest)
        assert len(cells) == 3, line
        total = int(cells[0][2])
        assert all(int(c[2]) == total for c in cells), line
        rows.append({
            "block_start": "U+" + start.upper().rjust(4, "0"),
            "block_name": name.strip(),
            "characters_counted": total,
            "dejavu_sans": int(cells[0][1]),
            "dejavu_serif": int(cells[1][1]),
            "dejavu_sans_mono": int(cells[2][1]),
        })

out = sys.argv[1] if len(sys.argv) > 1 else "dejavu-unicode-coverage.csv"
with open(out, "w", newline="", encoding="utf-8") as f:
    w = csv.DictWriter(f, fieldnames=list(rows[0]))
    w.writeheader()
    w.writerows(rows)
print(len(rows), "rows")
