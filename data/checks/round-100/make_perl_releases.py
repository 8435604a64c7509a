#!/usr/bin/python3
"""Perl release dates from the %released hash of Module::CoreList (perl-modules-5.36)."""
import json, re

SRC = "/usr/share/perl/5.36.0/Module/CoreList.pm"
text = open(SRC, encoding="utf-8").read()
block = text[text.index("%released = ("):]
block = block[:block.index("\n  );")]
rows = []
for ver, date in re.findall(r"^\s+(5\.\d+)\s+=>\s+'(\d{4}-\d{2}-\d{2})',", block, re.M):
    frac = ver.split(".")[1]
    dotted = None  # dotted (5.x.y) names only exist from perl 5.6.0 on
    if float(ver) >= 5.006:
        frac = frac.ljust(6, "0")
        dotted = "5.%d.%d" % (int(frac[:3]), int(frac[3:]))
    rows.append({"perl_version": ver, "dotted_version": dotted, "release_date": date})
with open("perl-release-dates.json", "w", encoding="utf-8") as f:
    json.dump(rows, f, indent=1)
    f.write("\n")
print(len(rows))
