#!/usr/bin/python3
"""Turn /etc/rpc (netbase) into rpc-programs.json: one object per entry, in file order."""
import json

entries = []
with open("/etc/rpc", encoding="ascii") as f:
    for line in f:
        line = line.split("#", 1)[0].strip()
        if not line:
            continue
        fields = line.split()
        entries.append({
            "name": fields[0],
            "program_number": int(fields[1]),
            "aliases": fields[2:],
        })

with open("rpc-programs.json", "w", encoding="utf-8") as out:
    json.dump({"source": "/etc/rpc", "programs": entries}, out, indent=2)
    out.write("\n")
print(len(entries), "entries")
