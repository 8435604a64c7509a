#!/usr/bin/python3
"""Build six-moves.csv from the `_moved_attributes` list in six.py (python3-six).

The list literal is taken from the source with `ast` and evaluated with two
recording stand-ins for MovedModule / MovedAttribute, with PY34 = True and the
running interpreter's sys (so conditional entries resolve as on Python 3.11).
Python 2 / Python 3 locations follow six's own defaulting rules.
"""
import ast, csv, sys

SRC = "/usr/lib/python3/dist-packages/six.py"
rows = []

def MovedModule(name, old, new=None):
    rows.append({"name": name, "kind": "module",
                 "python2_module": old, "python3_module": new if new is not None else name,
                 "python2_attribute": "", "python3_attribute": ""})

def MovedAttribute(name, old_mod, new_mod, old_attr=None, new_attr=None):
    py3_attr = new_attr if new_attr is not None else (old_attr if old_attr is not None else name)
    rows.append({"name": name, "kind": "attribute",
                 "python2_module": old_mod, "python3_module": new_mod if new_mod is not None else name,
                 "python2_attribute": old_attr if old_attr is not None else name,
                 "python3_attribute": py3_attr})

tree = ast.parse(open(SRC, encoding="utf-8").read())
node = next(n for n in tree.body if isinstance(n, ast.Assign)
            and any(isinstance(t, ast.Name) and t.id == "_moved_attributes" for t in n.targets)
            and isinstance(n.value, ast.List))
expr = ast.Expression(node.value)
eval(compile(expr, SRC, "eval"),
     {"MovedModule": MovedModule, "MovedAttribute": MovedAttribute,
      "PY34": True, "sys": sys, "__name__": "six"})

with open("six-moves.csv", "w", newline="", encoding="utf-8") as f:
    w = csv.DictWriter(f, fieldnames=["name", "kind", "python2_module", "python3_module",
                                      "python2_attribute", "python3_attribute"])
    w.writeheader()
    w.writerows(rows)
print(len(rows), "rows")
