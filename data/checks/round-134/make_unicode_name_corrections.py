#!/usr/bin/python3
"""Unicode character names that were formally corrected.

Reads Perl's copy of the Unicode name-alias table
(/usr/share/perl/5.36.0/unicore/To/NameAlia.pl, Unicode 14.0.0), keeps the
aliases of type "correction", and for each one adds the character's original
(uncorrectable) name from Python's unicodedata module and the Unicode version
in which the character was first assigned, read from
/usr/share/perl/5.36.0/unicore/To/Age.pl.  Writes unicode-name-corrections.json.
"""
import json
import re
import unicodedata

UNICORE = "/usr/share/perl/5.36.0/unicore/To/"


def body(path):
    text = open(path, encoding="utf-8").read()
    return text.split("return <<'END';\n", 1)[1].split("\nEND\n", 1)[0].splitlines()


ages = []
for line in body(UNICORE + "Age.pl"):
    start, end, age = line.split("\t")
    ages.append((int(start, 16), int(end or start, 16), age))


def age_of(cp):
    for start, end, age in ages:
        if start <= cp <= end:
            return age
    return None


entries = []
for line in body(UNICORE + "NameAlia.pl"):
    m = re.match(r"^([0-9A-F]+)\t\t(.*): (\w+)$", line)
    if not m or m.group(3) != "correction":
        continue
    cp = int(m.group(1), 16)
    entries.append({
        "code_point": "U+%04X" % cp,
        "original_name": unicodedata.name(chr(cp)),
        "corrected_name": m.group(2),
        "first_assigned_in_unicode": age_of(cp),
    })
with open("unicode-name-corrections.json", "w", encoding="utf-8") as out:
    json.dump(entries, out, indent=2, ensure_ascii=False)
    out.write("\n")
print(len(entries), "entries; python unicodedata", unicodedata.unidata_version)
