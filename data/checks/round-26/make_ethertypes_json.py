#!/usr/bin/python3
"""Turn /etc/ethertypes (netbase) into ethertypes.json.

One object per entry, in file order: name, hex (as written in the file),
decimal value, aliases (list, empty when none), comment (text after '#',
null when none).
"""
import json

entries = []
with open("/etc/ethertypes", encoding="utf-8") as f:
    for line in f:
        line = line.rstrip("\n")
        if not line.strip() or line.lstrip().startswith("#"):
            continue
        body, _, comment = line.partition("#")
        fields = body.split()
        entries.append({
            "name": fields[0],
            "hex": fields[1],
            "decimal": int(fields[1], 16),
            "aliases": fields[2:],
            "comment": comment.strip() or None,
        })

with open("ethertypes.json", "w", encoding="utf-8") as out:
    json.dump({"source": "/etc/ethertypes", "ethertypes": entries}, out, indent=2)
    out.write("\n")
print(len(entries), "entries")
