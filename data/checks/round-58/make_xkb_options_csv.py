#!/usr/bin/python3
"""Write xkb-options.csv from the '! option' section of /usr/share/X11/xkb/rules/base.lst.

Each line is two spaces, a name, and a description; names up to 20 characters are padded so
that the description starts at column 24, longer names are followed by one space.
A line whose name has no ':' is a group heading (e.g. 'grp  Switching to another layout',
'Compose key  Position of Compose key'); every 'prefix:name' line below a heading is one option
of that group. Columns: group (the heading's name), group_description, option, description.
Rows keep the file's order.
"""
import csv

SRC = "/usr/share/X11/xkb/rules/base.lst"
rows = []
section = None
groups = {}
with open(SRC, encoding="utf-8") as f:
    for line in f:
        line = line.rstrip("\n")
        if line.startswith("!"):
            section = line[1:].strip()
            continue
        if section != "option" or not line.strip():
            continue
        if line[2:23].endswith(" "):
            name, desc = line[2:23].strip(), line[23:].strip()
        else:
            name, _, desc = line[2:].partition(" ")
            desc = desc.strip()
        if ":" not in name:
            grp = name
            groups[grp] = desc
            continue
        rows.append([grp, groups[grp], name, desc])

with open("xkb-options.csv", "w", newline="", encoding="utf-8") as out:
    w = csv.writer(out)
    w.writerow(["group", "group_description", "option", "description"])
    w.writerows(rows)
print(len(rows), "options in", len(groups), "groups")
