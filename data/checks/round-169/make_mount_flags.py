#!/usr/bin/python3
"""Make linux-mount-flags.json from the MS_* mount flags in /usr/include/linux/mount.h
(package linux-libc-dev). One entry per '#define MS_<NAME> <number or (1<<n)>' line;
the masks MS_RMT_MASK, MS_MGC_VAL and MS_MGC_MSK are left out."""
import json
import re

SRC = "/usr/include/linux/mount.h"
lines = open(SRC, encoding="utf-8").read().split("\n")
pat = re.compile(r"#define\s+(MS_\w+)\s+(\d+|\(1<<(\d+)\))\s*(?:/\*\s*(.*?)\s*(\*/)?\s*)?$")
entries = []
internal = False
i = 0
while i < len(lines):
    line = lines[i]
    if "internal to the kernel" in line:
        internal = True
    if line.startswith("/*") and "altered by MS_REMOUNT" in "".join(lines[i:i + 3]):
        break
    m = pat.match(line)
    if m:
        name, raw, shift, comment, closed = m.groups()
        value = (1 << int(shift)) if shift else int(raw)
        if comment is not None and not closed:
            # comment continues on the next line(s)
            j = i + 1
            while True:
                part = lines[j].strip()
                if part.endswith("*/"):
                    comment += " " + part[:-2].strip()
                    break
                comment += " " + part
                j += 1
        entries.append({
            "name": name,
            "value": value,
            "hex_value": "0x%08X" % value,
            "bit": value.bit_length() - 1,
            "description": comment if comment else None,
            "kernel_internal": internal,
            "header_line": i + 1,
        })
    i += 1

with open("linux-mount-flags.json", "w", encoding="utf-8") as f:
    json.dump({"source": SRC, "flags": entries}, f, indent=2, ensure_ascii=False)
    f.write("\n")
print(len(entries), "flags")
