#!/usr/bin/python3
"""Write python311-opcodes.json from Python's opcode module (CPython 3.11 bytecode):
one object per entry of opcode.opmap, in opcode-number order; specialized_forms
lists the adaptive (specialized) instructions from opcode._specializations."""
import json
import opcode

GROUPS = ["hasconst", "hasname", "hasjrel", "hasjabs", "haslocal", "hascompare", "hasfree"]
rows = []
for name, op in sorted(opcode.opmap.items(), key=lambda kv: kv[1]):
    rows.append({
        "opcode": op,
        "name": name,
        "takes_argument": op >= opcode.HAVE_ARGUMENT,
        "inline_cache_entries": opcode._inline_cache_entries[op],
        "groups": [g for g in GROUPS if op in getattr(opcode, g)],
        "specialized_forms": list(opcode._specializations.get(name, [])),
    })
with open("python311-opcodes.json", "w", encoding="utf-8") as f:
    json.dump(rows, f, indent=2)
    f.write("\n")
