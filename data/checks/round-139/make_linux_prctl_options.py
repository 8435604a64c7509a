#!/usr/bin/python3
"""Build linux-prctl-options.json from the top-level PR_* option defines
(those whose value is a plain number) in /usr/include/linux/prctl.h."""
import json
import re

pat = re.compile(r"^#define\s+(PR_[A-Z0-9_]+)\s+(0x[0-9a-fA-F]+|\d+)\s*(?:/\*\s*(.*?)\s*\*/)?\s*$")
entries = []
with open("/usr/include/linux/prctl.h") as f:
    for lineno, line in enumerate(f, 1):
        m = pat.match(line.rstrip("\n"))
        if not m:
            continue
        name, val, comment = m.groups()
        entries.append({
            "name": name,
            "value": int(val, 0),
            "value_as_written": val,
            "header_line": lineno,
            "comment": comment or "",
        })

with open("linux-prctl-options.json", "w") as out:
    json.dump({"source": "/usr/include/linux/prctl.h", "options": entries}, out, indent=2)
    out.write("\n")
