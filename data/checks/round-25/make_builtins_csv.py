"""Write python-builtins.csv: the names in Python's builtins module
(/usr/bin/python3, 3.11), without exception and warning classes, without names
starting with "_", and without the interactive helpers added by the site module
(help, exit, quit, copyright, credits, license). One row per name, sorted by
name: name, kind (function, class or constant) and summary (the first line of
the object's docstring; empty for constants)."""
import builtins
import csv
import inspect

rows = []
for name in sorted(dir(builtins)):
    if name.startswith("_"):
        continue
    obj = getattr(builtins, name)
    if type(obj).__module__ == "_sitebuiltins":
        continue
    if isinstance(obj, type) and issubclass(obj, BaseException):
        continue
    if isinstance(obj, type):
        kind = "class"
    elif callable(obj):
        kind = "function"
    else:
        kind = "constant"
    summary = ""
    if kind != "constant":
        doc = inspect.getdoc(obj) or ""
        summary = doc.strip().splitlines()[0] if doc.strip() else ""
    rows.append((name, kind, summary))

with open("python-builtins.csv", "w", newline="", encoding="utf-8") as f:
    w = csv.writer(f, lineterminator="\n")
    w.writerow(["name", "kind", "summary"])
    w.writerows(rows)
print(len(rows), "rows")
