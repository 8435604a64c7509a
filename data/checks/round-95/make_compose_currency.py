#!/usr/bin/python3
"""Build x11-compose-currency.csv: every compose sequence in libX11's
en_US.UTF-8 Compose table whose result is a single currency symbol
(Unicode general category Sc)."""
import csv
import re
import sys
import unicodedata

SRC = "/usr/share/X11/locale/en_US.UTF-8/Compose"
OUT = "x11-compose-currency.csv"

line_re = re.compile(r'^((?:<[^>]+>\s*)+):\s*"((?:\\.|[^"])*)"\s*(\S+)?\s*(?:#\s*(.*))?$')

rows = []
with open(SRC, encoding="utf-8") as fh:
    for lineno, line in enumerate(fh, 1):
        if not line.startswith("<"):
            continue
        m = line_re.match(line.rstrip("\n"))
        if not m:
            continue
        result = m.group(2)
        if len(result) != 1 or unicodedata.category(result) != "Sc":
            continue
        keys = re.findall(r"<([^>]+)>", m.group(1))
        rows.append({
            "source_line": lineno,
            "prefix_key": keys[0],
            "keys_after_prefix": " ".join(keys[1:]),
            "key_count": len(keys),
            "result": result,
            "codepoint": "U+%04X" % ord(result),
            "keysym": m.group(3) or "",
            "unicode_name": unicodedata.name(result),
        })

with open(OUT, "w", newline="", encoding="utf-8") as fh:
    w = csv.DictWriter(fh, fieldnames=list(rows[0].keys()))
    w.writeheader()
    w.writerows(rows)
print(f"{OUT}: {len(rows)} rows", file=sys.stderr)
