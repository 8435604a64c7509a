#!/usr/bin/python3
"""JSON list of the X11 predefined atoms from <X11/Xatom.h> (x11proto-dev)."""
import json, re

SRC = "/usr/include/X11/Xatom.h"
out = []
for line in open(SRC, encoding="ascii"):
    m = re.match(r"#define\s+(XA_\w+)\s+\(\(Atom\)\s*(\d+)\)", line)
    if m:
        macro, num = m.group(1), int(m.group(2))
        if macro == "XA_LAST_PREDEFINED":  # alias for the highest id, not an atom
            continue
        out.append({"macro": macro, "atom_name": macro[3:], "atom_id": num})
with open("x11-predefined-atoms.json", "w", encoding="utf-8") as f:
    json.dump(out, f, indent=2)
    f.write("\n")
print(len(out), "entries")
