#!/usr/bin/python3
"""Make llvm14-x86-features.csv from LLVM 14's X86TargetParser.def (package llvm-14-dev)."""
import csv
import re

SRC = "/usr/include/llvm-14/llvm/Support/X86TargetParser.def"
rows = []
for line in open(SRC, encoding="utf-8"):
    m = re.match(r'^X86_FEATURE_COMPAT\((\w+),\s*"([^"]+)",\s*(\d+)\)', line)
    if m:
        rows.append({"enum_name": m.group(1), "feature_string": m.group(2),
                     "in_libgcc_compiler_rt": "yes", "priority": m.group(3)})
        continue
    m = re.match(r'^X86_FEATURE\s*\((\w+),\s*"([^"]+)"\)', line)
    if m:
        rows.append({"enum_name": m.group(1), "feature_string": m.group(2),
                     "in_libgcc_compiler_rt": "no", "priority": ""})
with open("llvm14-x86-features.csv", "w", newline="", encoding="utf-8") as f:
    w = csv.DictWriter(f, fieldnames=["enum_name", "feature_string", "in_libgcc_compiler_rt", "priority"], lineterminator="\n")
    w.writeheader()
    w.writerows(rows)
print(len(rows), "rows")
