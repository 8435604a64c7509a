#!/usr/bin/python3
"""Make a JSON table of the Telnet protocol codes defined in Python's telnetlib.

Source: /usr/lib/python3.11/telnetlib.py (libpython3.11-stdlib). Every
assignment of the form  NAME = bytes([N])  # comment  is taken, in source
order.  "section" is "protocol character" for the block under the comment
"Telnet protocol characters" and "option" for the block under
"Telnet protocol options code"; "description" is the trailing comment
(null when there is none).
"""
import json
import re

SRC = "/usr/lib/python3.11/telnetlib.py"
OUT = "telnet-codes.json"

pat = re.compile(r"^([A-Za-z_0-9]+)\s*=\s*bytes\(\[(\d+)\]\)\s*(?:#\s*(.*))?$")
section = None
items = []
with open(SRC, encoding="utf-8") as f:
    for line in f:
        line = line.rstrip("\n")
        if line.startswith("# Telnet protocol characters"):
            section = "protocol character"
        elif line.startswith("# Telnet protocol options code"):
            section = "option"
        m = pat.match(line)
        if m and section:
            desc = m.group(3)
            if desc is not None:
                desc = desc.strip().strip('"')
            items.append({"name": m.group(1), "code": int(m.group(2)),
                          "section": section, "description": desc})

with open(OUT, "w", encoding="utf-8") as f:
    json.dump(items, f, indent=2, ensure_ascii=False)
    f.write("\n")
print(len(items), "items")
