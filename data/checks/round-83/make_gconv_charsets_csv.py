#!/usr/bin/python3
"""Build gconv-charsets.csv from glibc's gconv module configuration.

Source: /usr/lib/x86_64-linux-gnu/gconv/gconv-modules.d/gconv-modules-extra.conf
(package libc6).  One row per character set that has a "module CHARSET// INTERNAL"
line, in the order those lines appear in the file.  Columns:
  charset      - the set's name (trailing // removed)
  module_file  - the shared object (without .so) that implements it
  cost         - the cost number given on the module line
  alias_count  - how many "alias X// CHARSET//" lines point at it
  aliases      - those alias names, in file order, joined with "; "
"""
import csv

SRC = "/usr/lib/x86_64-linux-gnu/gconv/gconv-modules.d/gconv-modules-extra.conf"

aliases = {}
modules = []
with open(SRC, encoding="ascii") as f:
    for line in f:
        line = line.split("#", 1)[0].strip()
        if not line:
            continue
        parts = line.split()
        if parts[0] == "alias":
            aliases.setdefault(parts[2].rstrip("/"), []).append(parts[1].rstrip("/"))
        elif parts[0] == "module" and parts[2] == "INTERNAL":
            modules.append((parts[1].rstrip("/"), parts[3], parts[4] if len(parts) > 4 else "1"))

with open("gconv-charsets.csv", "w", newline="", encoding="utf-8") as out:
    w = csv.writer(out)
    w.writerow(["charset", "module_file", "cost", "alias_count", "aliases"])
    for name, mod, cost in modules:
        al = aliases.get(name, [])
        w.writerow([name, mod, cost, len(al), "; ".join(al)])
print(len(modules), "rows")
