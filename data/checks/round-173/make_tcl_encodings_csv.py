#!/usr/bin/python3
"""Table of the Tcl 8.6 encoding files shipped in /usr/share/tcltk/tcl8.6/encoding (package libtcl8.6)."""
import csv, os, re

SRC = "/usr/share/tcltk/tcl8.6/encoding"
TYPES = {"S": "single-byte", "D": "double-byte", "M": "multi-byte", "E": "escape-driven"}
rows = []
for fn in sorted(os.listdir(SRC)):
    if not fn.endswith(".enc"):
        continue
    path = os.path.join(SRC, fn)
    with open(path, encoding="latin-1") as fh:
        lines = [l for l in fh.read().splitlines() if not l.startswith("#")]
    code = lines[0].strip()
    fallback = symbol = pages = ""
    if code in ("S", "D", "M"):
        fallback, symbol, pages = lines[1].split()
        fallback = "U+" + fallback
    rows.append({
        "encoding": fn[:-4],
        "type_code": code,
        "type": TYPES[code],
        "fallback_char": fallback,
        "symbol_flag": symbol,
        "page_count": pages,
        "file_size_bytes": os.path.getsize(path),
    })
with open("tcl-encodings.csv", "w", newline="") as out:
    w = csv.DictWriter(out, fieldnames=list(rows[0].keys()))
    w.writeheader()
    w.writerows(rows)
print(len(rows), "rows")
