#!/usr/bin/python3
"""Make linux-rtnetlink-message-types.json from the first enum in
/usr/include/linux/rtnetlink.h (linux-libc-dev): the RTM_* message types.
Enumerators without '= value' take the previous value + 1 (C rules).
RTM_BASE (an alias of the first type) and the __RTM_MAX sentinel are left out."""
import json, re

SRC = "/usr/include/linux/rtnetlink.h"
text = open(SRC).read()
start = text.index("enum {")
body = text[start:text.index("};", start)]
entries, cur = [], -1
for line in body.splitlines():
    m = re.match(r'^\s*(\w+)\s*(?:=\s*(\d+))?\s*,', line)
    if not m:
        continue
    name, val = m.group(1), m.group(2)
    cur = int(val) if val is not None else cur + 1
    if name in ("RTM_BASE",) or name.startswith("__"):
        continue
    op, obj = re.match(r'RTM_(NEW|DEL|GET|SET)(\w+)', name).groups()
    entries.append({"name": name, "value": cur, "operation": op, "object": obj})
json.dump({"source": SRC, "message_types": entries}, open("linux-rtnetlink-message-types.json", "w"), indent=2)
print(len(entries), "entries")
