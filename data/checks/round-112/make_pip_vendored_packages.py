#!/usr/bin/python3
"""Table of the third-party packages vendored inside pip (python3-pip),
parsed from pip/_vendor/vendor.txt."""
import json, re, sys

SRC = "/usr/lib/python3/dist-packages/pip/_vendor/vendor.txt"
rows, parent = [], None
for line in open(SRC, encoding="utf-8"):
    if not line.strip():
        continue
    m = re.match(r"^(\s*)([A-Za-z0-9_.-]+)==([^\s#]+)", line)
    if not m:
        continue
    indent, name, version = m.groups()
    if indent:
        dep_of = parent
    else:
        parent, dep_of = name, None
    rows.append({
        "position": len(rows) + 1,
        "package": name,
        "pinned_version": version,
        "major_version": int(version.split(".")[0]),
        "dependency_of": dep_of,
    })
json.dump(rows, sys.stdout, indent=2)
sys.stdout.write("\n")
