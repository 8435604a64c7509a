#!/usr/bin/python3
"""Build typing-aliases.csv from the generic-alias definitions in
/usr/lib/python3.11/typing.py (package libpython3.11-minimal)."""
import csv
import re

SRC = "/usr/lib/python3.11/typing.py"
pat = re.compile(
    r"^(?P<alias>[A-Z]\w*) = (?P<ctor>_alias|_CallableType|_TupleType)"
    r"\((?P<origin>[\w.]+), (?P<params>-?\d+)(?P<rest>[^)]*)\)")

rows = []
with open(SRC, encoding="utf-8") as f:
    for lineno, line in enumerate(f, 1):
        m = pat.match(line)
        if not m:
            continue
        origin = m["origin"]
        if origin.startswith("stdlib_re."):
            origin = "re." + origin.split(".", 1)[1]
        elif "." not in origin:
            origin = "builtins." + origin
        params = int(m["params"])
        rows.append({
            "alias": "typing." + m["alias"],
            "origin": origin,
            "type_parameters": "variable" if params == -1 else params,
            "instantiable": "no" if "inst=False" in m["rest"] else "yes",
            "defined_with": {"_alias": "_SpecialGenericAlias"}.get(m["ctor"], m["ctor"]),
            "line_in_typing_py": lineno,
        })

with open("typing-aliases.csv", "w", newline="", encoding="utf-8") as out:
    w = csv.DictWriter(out, fieldnames=list(rows[0]))
    w.writeheader()
    w.writerows(rows)
print(len(rows), "rows")
