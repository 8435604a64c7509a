#!/usr/bin/python3
"""Table of the regular-expression engine codes defined in Python's re/_constants.py -> python-re-engine-codes.json"""
import ast
import json

SRC = "/usr/lib/python3.11/re/_constants.py"
tree = ast.parse(open(SRC, encoding="utf-8").read())

groups = {"OPCODES": "opcode", "ATCODES": "position code", "CHCODES": "category code"}
entries = []
for node in tree.body:
    if isinstance(node, ast.Assign) and isinstance(node.targets[0], ast.Name) \
            and node.targets[0].id in groups and isinstance(node.value, ast.Call):
        names = [a.value for a in node.value.args]
        for i, n in enumerate(names):
            entries.append({"name": n, "kind": groups[node.targets[0].id], "code": i})

with open("python-re-engine-codes.json", "w", encoding="utf-8") as out:
    json.dump(entries, out, indent=1)
    out.write("\n")
print(len(entries), "entries")
