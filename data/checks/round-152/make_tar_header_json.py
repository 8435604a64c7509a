#!/usr/bin/python3
"""Make perl-archive-tar-header-fields.json from Perl's Archive::Tar.

Field names, their order and whether Archive::Tar oct()-decodes them come
from the $tmpl list in Archive/Tar/File.pm (value 1 = octal-decoded); the
trailing comment there gives the stored kind (string, octal, ...;
null where the comment names none).  Field
widths come from the UNPACK template in Archive/Tar/Constant.pm; offset is
the running sum of the widths (the 12 trailing padding bytes "x12" are
not a field and are left out).
"""
import json, re

FILE_PM = "/usr/share/perl/5.36.0/Archive/Tar/File.pm"
CONST_PM = "/usr/share/perl/5.36.0/Archive/Tar/Constant.pm"
OUT = "perl-archive-tar-header-fields.json"

src = open(FILE_PM, encoding="utf-8").read()
block = src.split("my $tmpl = [", 1)[1].split("### end UNPACK items ###", 1)[0]
fields = []
for line in block.split("\n"):
    m = re.match(r"\s*(\w+)\s*=>\s*([01]),\s*#[ ]?(.*)$", line)
    if m:
        name, flag, comment = m.groups()
        kind = re.split(r"\t|#", comment)[0].strip() or None
        fields.append((name, flag == "1", kind))

const = open(CONST_PM, encoding="utf-8").read()
tmpl = re.search(r"use constant UNPACK\s*=>\s*'([^']*)'", const).group(1)
widths = [(c[0], int(c[1:])) for c in tmpl.split() if not c.startswith("x")]
assert len(widths) == len(fields), (len(widths), len(fields))

entries, offset = [], 0
for (name, octal, kind), (code, width) in zip(fields, widths):
    entries.append({"field": name, "offset": offset, "length": width,
                    "unpack_code": code + str(width), "stored_as": kind,
                    "octal_decoded": octal})
    offset += width

with open(OUT, "w", encoding="utf-8") as f:
    json.dump(entries, f, indent=2)
    f.write("\n")
print(len(entries), "entries; header bytes used by fields:", offset)
