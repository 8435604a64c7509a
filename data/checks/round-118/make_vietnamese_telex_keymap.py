#!/usr/bin/python3
"""Table of the Vim Vietnamese Telex keymap: one row per key sequence."""
import csv, unicodedata

SRC = "/usr/share/vim/vim90/keymap/vietnamese-telex_utf-8.vim"
OUT = "vietnamese-telex-keymap.csv"

rows = []
started = False
with open(SRC, encoding="utf-8") as f:
    for line in f:
        line = line.rstrip("\n")
        if line.strip() == "loadkeymap":
            started = True
            continue
        if not started or not line.strip() or line.startswith('"'):
            continue
        keys, char = line.split("\t")[:2]
        keys = keys.replace("\\\\", "\\")  # Vim keymap escapes a backslash as \\
        rows.append({
            "key_sequence": keys,
            "character": char,
            "codepoint": "U+%04X" % ord(char),
            "unicode_name": unicodedata.name(char),
            "ascii": "yes" if ord(char) < 128 else "no",
        })

with open(OUT, "w", newline="", encoding="utf-8") as f:
    w = csv.DictWriter(f, fieldnames=list(rows[0]))
    w.writeheader()
    w.writerows(rows)
print(len(rows), "rows")
