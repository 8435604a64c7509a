#!/usr/bin/python3
"""Make unicode-age-summary.json from Perl's Unicode Age table (unicore/To/Age.pl)."""
import json

SRC = "/usr/share/perl/5.36.0/unicore/To/Age.pl"
text = open(SRC, encoding="utf-8").read()
body = text.split("<<'END';\n", 1)[1].split("\nEND", 1)[0]
stats = {}
for line in body.splitlines():
    if not line.strip():
        continue
    start, end, age = line.split("\t")
    lo = int(start, 16)
    hi = int(end, 16) if end else lo
    s = stats.setdefault(age, {"range_count": 0, "code_point_count": 0,
                               "first_code_point": lo})
    s["range_count"] += 1
    s["code_point_count"] += hi - lo + 1
    s["first_code_point"] = min(s["first_code_point"], lo)

def key(v):
    return tuple(int(x) for x in v.split("."))

entries = []
for age in sorted(stats, key=key):
    s = stats[age]
    entries.append({
        "unicode_version": age,
        "range_count": s["range_count"],
        "code_point_count": s["code_point_count"],
        "lowest_code_point": "U+%04X" % s["first_code_point"],
    })

with open("unicode-age-summary.json", "w", encoding="utf-8") as out:
    json.dump({"source": "Perl 5.36 unicore/To/Age.pl (Unicode 14.0.0 database)",
               "versions": entries}, out, indent=2)
    out.write("\n")
print(len(entries), "entries")
