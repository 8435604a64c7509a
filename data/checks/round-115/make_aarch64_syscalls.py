#!/usr/bin/python3
"""Table of the AArch64 Linux system calls known to GDB
(/usr/share/gdb/syscalls/aarch64-linux.xml, package gdb) -> aarch64-syscalls.csv"""
import csv
import xml.etree.ElementTree as ET

SRC = "/usr/share/gdb/syscalls/aarch64-linux.xml"
root = ET.parse(SRC).getroot()
rows = []
for sc in root.iter("syscall"):
    groups = sc.get("groups", "")
    rows.append({
        "syscall_name": sc.get("name"),
        "syscall_number": int(sc.get("number")),
        "gdb_groups": groups.replace(",", ";"),
    })
rows.sort(key=lambda r: r["syscall_number"])
with open("aarch64-syscalls.csv", "w", newline="", encoding="utf-8") as f:
    w = csv.DictWriter(f, fieldnames=["syscall_number", "syscall_name", "gdb_groups"])
    w.writeheader()
    w.writerows(rows)
