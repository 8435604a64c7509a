#!/usr/bin/python3
"""Build x86-elf-relocations.csv from LLVM 14's ELF relocation tables (llvm-14-dev)."""
import csv, re
BASE = "/usr/include/llvm-14/llvm/BinaryFormat/ELFRelocs/"
rows = []
for arch, fn in (("x86_64", "x86_64.def"), ("i386", "i386.def")):
    for line in open(BASE + fn, encoding="utf-8"):
        m = re.match(r"\s*ELF_RELOC\((\w+),\s*(\w+)\)", line)
        if m:
            rows.append({"architecture": arch, "relocation_name": m.group(1),
                         "type_number": int(m.group(2), 0)})
with open("x86-elf-relocations.csv", "w", newline="", encoding="utf-8") as f:
    w = csv.DictWriter(f, fieldnames=["architecture", "relocation_name", "type_number"])
    w.writeheader()
    w.writerows(rows)
print(len(rows), "rows")
