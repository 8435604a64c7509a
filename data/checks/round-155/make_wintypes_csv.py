#!/usr/bin/python3
"""Build python-ctypes-wintypes.csv from the CPython standard library file
/usr/lib/python3.11/ctypes/wintypes.py (package libpython3.11-stdlib).

Only top-level simple assignments are used (the WPARAM/LPARAM definitions
inside an if/elif block and the MAX_PATH integer constant are skipped).
Each name of a chained assignment (A = B = value) gets its own row."""
import ast, csv, sys

SRC = "/usr/lib/python3.11/ctypes/wintypes.py"
tree = ast.parse(open(SRC, encoding="utf-8").read())

classes = {n.name for n in tree.body if isinstance(n, ast.ClassDef)}
defs = {}      # name -> (line, expr text)
order = []
for node in tree.body:
    if not isinstance(node, ast.Assign):
        continue
    if isinstance(node.value, ast.Constant):
        continue                      # MAX_PATH = 260
    text = ast.unparse(node.value).replace("ctypes.", "")
    for t in node.targets:
        defs[t.id] = (node.lineno, text)
        order.append(t.id)

def resolve(expr):
    seen = 0
    while expr in defs and seen < 20:
        expr = defs[expr][1]
        seen += 1
    return expr

rows = []
for name in order:
    line, text = defs[name]
    res = resolve(text)
    if res.startswith("POINTER("):
        kind = "pointer"
    elif res in classes:
        kind = "structure"
    else:
        kind = "simple"
    rows.append({"type_name": name, "source_line": line, "defined_as": text,
                 "kind": kind, "resolved_type": res})

with open("python-ctypes-wintypes.csv", "w", newline="", encoding="utf-8") as f:
    w = csv.DictWriter(f, fieldnames=["type_name", "source_line", "defined_as",
                                      "kind", "resolved_type"])
    w.writeheader()
    w.writerows(rows)
print(len(rows), "rows", file=sys.stderr)
