#!/usr/bin/python3
"""Write termios-constants.csv: every upper-case integer constant exported by
Python's standard-library termios module (Linux build), sorted by name."""
import csv
import termios

names = sorted(n for n in dir(termios)
               if n.isupper() and isinstance(getattr(termios, n), int))
with open("termios-constants.csv", "w", newline="", encoding="utf-8") as f:
    w = csv.writer(f, lineterminator="\n")
    w.writerow(["name", "value", "hex", "octal"])
    for n in names:
        v = getattr(termios, n)
        w.writerow([n, v, hex(v), oct(v)])
