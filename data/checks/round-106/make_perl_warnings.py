#!/usr/bin/python3
"""Perl 5.36 lexical warning categories, from warnings.pm (%Offsets, %Bits, $DEFAULT)."""
import json, re

SRC = "/usr/share/perl/5.36.0/warnings.pm"
text = open(SRC, encoding="utf-8").read()

def idx_list(s):
    out = []
    for part in s.split(","):
        if ".." in part:
            a, b = part.split("..")
            out.extend(range(int(a), int(b) + 1))
        else:
            out.append(int(part))
    return out

# %Offsets with the "added in Perl 5.0xx" comments
off_block = re.search(r"our %Offsets = \((.*?)\n\);", text, re.S).group(1)
offsets, added = {}, {}
version = None
for line in off_block.splitlines():
    m = re.match(r"\s*# Warnings Categories added in Perl (\S+)", line)
    if m:
        version = m.group(1)
        continue
    m = re.match(r"\s*'([^']+)'\s*=>\s*(\d+),", line)
    if m:
        offsets[m.group(1)] = int(m.group(2))
        added[m.group(1)] = version

bits_block = re.search(r"our %Bits = \((.*?)\n\);", text, re.S).group(1)
members = {}
for m in re.finditer(r"'([^']+)'\s*=>\s*\"[^\"]*\",\s*# \[([^\]]*)\]", bits_block):
    members[m.group(1)] = set(idx_list(m.group(2)))

default = set(idx_list(re.search(r"our \$DEFAULT\s*=.*# \[([^\]]*)\]", text).group(1)))

rows = []
for name, off in offsets.items():
    i = off // 2
    parents = [p for p, s in members.items()
               if p not in ("all", name) and i in s and len(s) > 1]
    parent = min(parents, key=lambda p: len(members[p])) if parents else None
    if name == "all":
        parent = None
    rows.append({
        "category": name,
        "bit_offset": off,
        "added_in_perl": added[name],
        "parent_category": parent,
        "number_of_subcategories": len(members[name]) - 1 if name != "all" else len(offsets) - 1,
        "enabled_by_default": i in default,
    })

with open("perl-warnings-categories.json", "w", encoding="utf-8") as f:
    json.dump(rows, f, indent=2)
    f.write("\n")
print(len(rows), "categories")
