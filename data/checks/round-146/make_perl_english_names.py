#!/usr/bin/python3
"""Table of the English names Perl's English.pm gives to punctuation variables.

Source: /usr/share/perl/5.36.0/English.pm (package perl-modules-5.36).
Reads the alias block (the lines "*NAME = *x ;" after "# The ground of all
being."), keeps the section comment each alias sits under, and marks the
indented short aliases (e.g. RS for INPUT_RECORD_SEPARATOR).
"""
import csv
import re

SRC = "/usr/share/perl/5.36.0/English.pm"
lines = open(SRC, encoding="utf-8").read().splitlines()
start = next(i for i, l in enumerate(lines) if l.startswith("# The ground of all being"))

section = None
rows, seen = [], set()
last_long = None
for line in lines[start:]:
    m = re.match(r"^# (.+?)\.?$", line)
    if m and not line.startswith("#\t"):
        section = m.group(1).rstrip(".").replace('"', "")
        if section == "Deprecated":
            break
        continue
    m = re.match(r"^(\t\s*)\*([A-Z_]+)\s*=\s*\*(\S+?)\s*;", line)
    if not m:
        continue
    indent, name, target = m.groups()
    if name in seen:
        continue
    seen.add(name)
    # *-{ARRAY} is @-, *-{SCALAR} is $-, otherwise a scalar
    t = re.match(r"^(.+?)\{(ARRAY|SCALAR)\}$", target)
    if t:
        var = ("@" if t.group(2) == "ARRAY" else "$") + t.group(1)
    else:
        var = "$" + target
    is_alias = indent.startswith("\t    ")
    rows.append({
        "english_name": "$" + name if not var.startswith("@") else "@" + name,
        "perl_variable": var,
        "section": section,
        "short_alias_of": ("$" + last_long) if is_alias else "",
    })
    if not is_alias:
        last_long = name

with open("perl-english-names.csv", "w", newline="", encoding="utf-8") as f:
    w = csv.DictWriter(f, fieldnames=["english_name", "perl_variable", "section", "short_alias_of"])
    w.writeheader()
    w.writerows(rows)
print(len(rows), "rows")
