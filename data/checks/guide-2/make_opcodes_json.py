#!/usr/bin/python3
"""Make python311-opcodes.json from the standard-library `opcode` module of /usr/bin/python3 (3.11).

Source: /usr/lib/python3.11/opcode.py (package libpython3.11-minimal).
One object per entry of opcode.opmap (the public instruction names; the
interpreter's internal specialised instructions are not in opmap and are
left out), in increasing opcode order, with:
  name            the instruction name
  opcode          its number
  takes_argument  true when opcode >= opcode.HAVE_ARGUMENT
  categories      the module's lists that contain the opcode, in this fixed
                  order: const, name, jrel, jabs, local, compare, free
                  (from hasconst, hasname, hasjrel, hasjabs, haslocal,
                  hascompare, hasfree); empty list when none
  cache_entries   opcode._inline_cache_entries[opcode] (inline cache size,
                  in code units)
Run with /usr/bin/python3.
"""
import json
import opcode

OUT = "python311-opcodes.json"
CATS = [("const", opcode.hasconst), ("name", opcode.hasname),
        ("jrel", opcode.hasjrel), ("jabs", opcode.hasjabs),
        ("local", opcode.haslocal), ("compare", opcode.hascompare),
        ("free", opcode.hasfree)]

rows = []
for name, op in sorted(opcode.opmap.items(), key=lambda kv: kv[1]):
    rows.append({
        "name": name,
        "opcode": op,
        "takes_argument": op >= opcode.HAVE_ARGUMENT,
        "categories": [c for c, lst in CATS if op in lst],
        "cache_entries": opcode._inline_cache_entries[op],
    })

with open(OUT, "w", encoding="utf-8") as f:
    json.dump(rows, f, indent=2)
    f.write("\n")
print(f"{OUT}: {len(rows)} objects")
