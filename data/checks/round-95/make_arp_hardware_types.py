#!/usr/bin/python3
"""Build linux-arp-hardware-types.json: the ARPHRD_* ARP hardware type
identifiers defined in the Linux UAPI header <linux/if_arp.h>."""
import json
import re
import sys

SRC = "/usr/include/linux/if_arp.h"
OUT = "linux-arp-hardware-types.json"

def_re = re.compile(r"^#define\s+(ARPHRD_\w+)\s+(\S+)\s*(?:/\*\s*(.*?)\s*\*/)?\s*$")

entries = []
values = {}
with open(SRC, encoding="utf-8") as fh:
    for lineno, line in enumerate(fh, 1):
        m = def_re.match(line.rstrip("\n"))
        if not m:
            continue
        name, raw, comment = m.group(1), m.group(2), m.group(3)
        alias_of = None
        if raw in values:          # e.g. ARPHRD_HDLC  ARPHRD_CISCO
            alias_of = raw
            value = values[raw]
        else:
            value = int(raw, 0)
        values[name] = value
        entries.append({
            "name": name,
            "value": value,
            "hex": "0x%04X" % value,
            "alias_of": alias_of,
            "comment": comment or None,
            "header_line": lineno,
        })

with open(OUT, "w", encoding="utf-8") as fh:
    json.dump({"source": SRC, "count": len(entries), "arp_hardware_types": entries},
              fh, indent=2, ensure_ascii=False)
    fh.write("\n")
print(f"{OUT}: {len(entries)} entries", file=sys.stderr)
