#!/usr/bin/python3
"""System calls that GDB's amd64 Linux syscall table puts in the "network" group,
with their numbers on amd64, i386 and aarch64 Linux (empty if absent there).
Source: /usr/share/gdb/syscalls/{amd64,i386,aarch64}-linux.xml (package gdb)."""
import csv
import sys
import xml.etree.ElementTree as ET

BASE = "/usr/share/gdb/syscalls/"


def load(arch):
    table = {}
    for sc in ET.parse(BASE + arch + "-linux.xml").getroot().iter("syscall"):
        table[sc.get("name")] = (int(sc.get("number")), sc.get("groups") or "")
    return table


amd64, i386, aarch64 = load("amd64"), load("i386"), load("aarch64")
rows = [(num, name, groups) for name, (num, groups) in amd64.items()
        if "network" in groups.split(",")]
rows.sort()
w = csv.writer(sys.stdout, lineterminator="\n")
w.writerow(["syscall", "amd64_number", "i386_number", "aarch64_number", "amd64_groups"])
for num, name, groups in rows:
    w.writerow([name, num,
                i386[name][0] if name in i386 else "",
                aarch64[name][0] if name in aarch64 else "",
                groups])
