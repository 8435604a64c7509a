#!/usr/bin/python3
"""Build elf-dynamic-tags.json from LLVM 14's DynamicTags.def (llvm-14-dev)."""
import json, re
SRC = "/usr/include/llvm-14/llvm/BinaryFormat/DynamicTags.def"
CATS = {"DYNAMIC_TAG": "generic", "DYNAMIC_TAG_MARKER": "range marker",
        "AARCH64_DYNAMIC_TAG": "AArch64", "HEXAGON_DYNAMIC_TAG": "Hexagon",
        "MIPS_DYNAMIC_TAG": "MIPS", "PPC_DYNAMIC_TAG": "PowerPC",
        "PPC64_DYNAMIC_TAG": "PowerPC64", "RISCV_DYNAMIC_TAG": "RISC-V"}
tags = []
last = None
for line in open(SRC, encoding="utf-8"):
    m = re.match(r"(\w+)\((\w+),\s*(\w+)\)\s*(?://\s*(.*))?$", line.rstrip())
    if m and m.group(1) in CATS:
        value = int(m.group(3).lower(), 0)
        last = {"tag": "DT_" + m.group(2), "value": value,
                "value_hex": "0x%08X" % value, "category": CATS[m.group(1)],
                "description": (m.group(4) or "").strip()}
        tags.append(last)
        continue
    c = re.match(r"\s+//\s*(.*)$", line.rstrip())
    if c and last is not None:
        last["description"] = (last["description"] + " " + c.group(1).strip()).strip()
        continue
    last = None
with open("elf-dynamic-tags.json", "w", encoding="utf-8") as f:
    json.dump({"source": SRC, "count": len(tags), "tags": tags}, f, indent=1)
    f.write("\n")
print(len(tags), "tags")
