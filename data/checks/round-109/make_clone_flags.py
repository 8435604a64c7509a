#!/usr/bin/python3
"""JSON list of clone(2) flags (CLONE_*) from linux-libc-dev's /usr/include/linux/sched.h."""
import json, re, sys

SRC = "/usr/include/linux/sched.h"
pat = re.compile(r"^#define\s+(CLONE_[A-Z_]+)\s+(0x[0-9a-fA-F]+)(?:ULL)?\s*/\*\s*(.*?)\s*\*/")
out = []
with open(SRC) as f:
    for line in f:
        m = pat.match(line)
        if not m:
            continue
        name, hexval, comment = m.groups()
        v = int(hexval, 16)
        out.append({"flag": name, "value_hex": hexval, "value_decimal": v,
                    "bit_number": v.bit_length() - 1, "description": comment})
json.dump(out, sys.stdout, indent=2)
sys.stdout.write("\n")
