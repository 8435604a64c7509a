"""Write python-ast-nodes.csv: every node class of Python's ast module, abstract bases included
(classes in ast.__dict__ that subclass ast.AST, other than AST itself and the deprecated classes below),
with its direct base class, its fields (semicolon-separated, in order) and its attributes."""
import ast, csv

DEPRECATED = {"Num", "Str", "Bytes", "NameConstant", "Ellipsis", "Index", "ExtSlice",
              "Suite", "AugLoad", "AugStore", "Param", "slice"}
rows = []
for name, obj in vars(ast).items():
    if not (isinstance(obj, type) and issubclass(obj, ast.AST)) or name in DEPRECATED:
        continue
    if obj is ast.AST:
        continue
    base = obj.__bases__[0].__name__
    rows.append((name, base, ";".join(obj._fields), ";".join(getattr(obj, "_attributes", ()))))
rows.sort(key=lambda r: r[0])
with open("python-ast-nodes.csv", "w", newline="") as f:
    w = csv.writer(f)
    w.writerow(["node", "base_class", "fields", "attributes"])
    w.writerows(rows)
print(len(rows), "rows")
