"""python-encoding-aliases.csv: every entry of Python's encodings.aliases.aliases
table (/usr/lib/python3.11/encodings/aliases.py), sorted by alias;
columns alias,codec (codec = the Python codec module the alias maps to)."""
import csv, sys
from encodings.aliases import aliases

w = csv.writer(sys.stdout, lineterminator="\n")
w.writerow(["alias", "codec"])
for alias in sorted(aliases):
    w.writerow([alias, aliases[alias]])
