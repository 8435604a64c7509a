#!/usr/bin/python3
"""Build gdb-amd64-syscalls.csv from GDB's system-call table for x86-64 Linux
(/usr/share/gdb/syscalls/amd64-linux.xml, package gdb).

One row per <syscall> element, in file order (ascending number):
  number, name, groups
groups is GDB's catchpoint group list as written in the file
(comma-separated inside one quoted cell; empty when the element has none).
"""
import csv
import xml.etree.ElementTree as ET

SRC = "/usr/share/gdb/syscalls/amd64-linux.xml"
root = ET.parse(SRC).getroot()
rows = []
for el in root.iter("syscall"):
    rows.append((int(el.get("number")), el.get("name"), el.get("groups", "")))

with open("gdb-amd64-syscalls.csv", "w", newline="", encoding="utf-8") as f:
    w = csv.writer(f)
    w.writerow(["number", "name", "groups"])
    w.writerows(rows)
print(len(rows), "rows")
