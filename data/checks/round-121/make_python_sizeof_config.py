#!/usr/bin/python3
"""Sizes and alignments of C types recorded when CPython 3.11 was built,
read from the build_time_vars dictionary in
/usr/lib/python3.11/_sysconfigdata__x86_64-linux-gnu.py (package libpython3.11-minimal)."""
import ast
import json

SRC = "/usr/lib/python3.11/_sysconfigdata__x86_64-linux-gnu.py"
tree = ast.parse(open(SRC, encoding="utf-8").read())
build_time_vars = None
for node in tree.body:
    if isinstance(node, ast.Assign) and node.targets[0].id == "build_time_vars":
        build_time_vars = ast.literal_eval(node.value)

entries = []
for name in sorted(build_time_vars):
    for prefix, measure in (("SIZEOF_", "size"), ("ALIGNOF_", "alignment")):
        if name.startswith(prefix):
            entries.append({"variable": name,
                            "measure": measure,
                            "c_type_macro": name[len(prefix):],
                            "bytes": build_time_vars[name]})

doc = {"source": SRC,
       "description": "SIZEOF_* and ALIGNOF_* build-time configuration variables of CPython 3.11 (x86_64-linux-gnu)",
       "entries": entries}
with open("python311-sizeof-config.json", "w", encoding="utf-8") as f:
    json.dump(doc, f, indent=2)
    f.write("\n")
print(len(entries), "entries")
