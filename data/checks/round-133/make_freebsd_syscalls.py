#!/usr/bin/python3
"""FreeBSD system calls numbered 0-299 from GDB's syscall table
(/usr/share/gdb/syscalls/freebsd.xml, package gdb)."""
import json
import re
import xml.etree.ElementTree as ET

SRC = "/usr/share/gdb/syscalls/freebsd.xml"
root = ET.parse(SRC).getroot()
entries = []
for sc in root.iter("syscall"):
    num = int(sc.get("number"))
    if num > 299:
        continue
    name = sc.get("name")
    m = re.match(r"freebsd(\d+)_", name)
    entries.append({
        "number": num,
        "name": name,
        "freebsd_compat_version": int(m.group(1)) if m else None,
    })
entries.sort(key=lambda e: e["number"])
doc = {"source": SRC,
       "description": "FreeBSD system calls with numbers 0 to 299 as listed in GDB's syscall table; "
                      "freebsd_compat_version is N for names of the form freebsdN_*, else null",
       "syscalls": entries}
with open("freebsd-syscalls.json", "w", encoding="utf-8") as f:
    json.dump(doc, f, indent=1)
    f.write("\n")
