#!/usr/bin/python3
"""Build dwarf-languages.json from the HANDLE_DW_LANG entries of LLVM 14's Dwarf.def
(/usr/include/llvm-14/llvm/BinaryFormat/Dwarf.def, package llvm-14-dev)."""
import json
import re

SRC = "/usr/include/llvm-14/llvm/BinaryFormat/Dwarf.def"
pat = re.compile(r"^HANDLE_DW_LANG\((0x[0-9a-fA-F]+),\s*(\w+),\s*(\w+),\s*(\d+),\s*(\w+)\)")
entries = []
with open(SRC, encoding="utf-8") as fh:
    for line in fh:
        m = pat.match(line)
        if not m:
            continue
        code, name, lower, version, vendor = m.groups()
        entries.append({
            "code_hex": code,
            "code": int(code, 16),
            "name": name,
            "constant": "DW_LANG_" + name,
            "default_lower_bound": None if lower == "None" else int(lower),
            "dwarf_version": int(version),
            "vendor": vendor,
        })

with open("dwarf-languages.json", "w", encoding="utf-8") as out:
    json.dump(entries, out, indent=2)
    out.write("\n")
print(len(entries), "entries")
