#!/usr/bin/python3
"""Write ipp-operations.json: every IPP_OP_* constant of the pycups module (python3-cups),
one object each, sorted by operation code then name -> {name, code, code_hex}."""
import json
import cups

ops = sorted(((n, getattr(cups, n)) for n in dir(cups) if n.startswith("IPP_OP_")),
             key=lambda kv: (kv[1], kv[0]))
out = [{"name": n, "code": v, "code_hex": "0x%04X" % v} for n, v in ops]
with open("ipp-operations.json", "w", encoding="utf-8") as f:
    json.dump(out, f, indent=2)
    f.write("\n")
