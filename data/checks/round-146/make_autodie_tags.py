#!/usr/bin/python3
"""Table of the named import tags of autodie / Fatal.

Source: the %TAGS hash in /usr/share/perl/5.36.0/Fatal.pm (package
perl-modules-5.36).  Keeps the named tags (":io", ":file", ":v207", ...) and
leaves out the per-release tags such as ":2.13", which only point at one of
the ":vNNN" tags.  For each tag: the members in the order written, split into
functions and included tags.
"""
import json
import re

SRC = "/usr/share/perl/5.36.0/Fatal.pm"
text = open(SRC, encoding="utf-8").read()
block = re.search(r"^my %TAGS = \((.*?)^\);", text, re.S | re.M).group(1)
block = "\n".join(l for l in block.splitlines() if not l.strip().startswith("#"))

entries = []
for tag, body in re.findall(r"'(:[^']+)'\s*=>\s*\[qw\((.*?)\)\]", block, re.S):
    if re.match(r"^:\d", tag):
        continue
    members = body.split()
    entries.append({
        "tag": tag,
        "members": members,
        "functions": [m for m in members if not m.startswith(":")],
        "included_tags": [m for m in members if m.startswith(":")],
        "function_count": sum(1 for m in members if not m.startswith(":")),
    })

with open("autodie-tags.json", "w", encoding="utf-8") as f:
    json.dump(entries, f, indent=2)
    f.write("\n")
print(len(entries), "entries")
