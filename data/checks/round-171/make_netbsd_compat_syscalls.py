#!/usr/bin/python3
"""NetBSD compatibility system calls (names starting with compat_NN_) as listed
in GDB's syscall table /usr/share/gdb/syscalls/netbsd.xml (package gdb)."""
import json, re
import xml.etree.ElementTree as ET
root = ET.parse("/usr/share/gdb/syscalls/netbsd.xml").getroot()
out = []
for sc in root.iter("syscall"):
    m = re.match(r"compat_(\d+)_(.+)$", sc.get("name"))
    if not m:
        continue
    out.append({
        "syscall": sc.get("name"),
        "number": int(sc.get("number")),
        "compat_level": m.group(1),
        "base_name": m.group(2),
    })
with open("netbsd-compat-syscalls.json", "w") as f:
    json.dump(out, f, indent=1)
    f.write("\n")
print(len(out), "entries")
