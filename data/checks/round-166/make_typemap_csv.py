#!/usr/bin/python3
"""Make perl-xs-typemap.csv from Perl's default XS typemap
(/usr/share/perl/5.36.0/ExtUtils/typemap, package perl-modules-5.36).
One row per C type in the TYPEMAP section (the part before the INPUT section);
is_pointer says whether the C type ends in "*"."""
import csv

SRC = "/usr/share/perl/5.36.0/ExtUtils/typemap"
section = "TYPEMAP"
entries = []
with open(SRC, encoding="utf-8") as f:
    for n, line in enumerate(f, 1):
        line = line.rstrip("\n")
        if line in ("INPUT", "OUTPUT", "TYPEMAP"):
            section = line
            continue
        if not line.strip() or line.lstrip().startswith("#"):
            continue
        if section == "TYPEMAP":
            ctype, xstype = line.rsplit(None, 1)
            entries.append((n, ctype.strip(), xstype))

with open("perl-xs-typemap.csv", "w", newline="", encoding="utf-8") as out:
    w = csv.writer(out)
    w.writerow(["source_line", "c_type", "xs_type", "is_pointer"])
    for n, c, x in entries:
        w.writerow([n, c, x, "yes" if c.endswith("*") else "no"])
print(len(entries), "rows")
