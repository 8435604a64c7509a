#!/usr/bin/python3
"""Table of pip sub-commands from pip's own command registry (python3-pip)."""
import ast, csv

SRC = "/usr/lib/python3/dist-packages/pip/_internal/commands/__init__.py"
tree = ast.parse(open(SRC, encoding="utf-8").read())
rows = []
for node in ast.walk(tree):
    if isinstance(node, ast.AnnAssign) and getattr(node.target, "id", "") == "commands_dict":
        for pos, (k, v) in enumerate(zip(node.value.keys, node.value.values), start=1):
            module, cls, summary = [a.value for a in v.args]
            rows.append({
                "help_order": pos,
                "command": k.value,
                "module": module,
                "class_name": cls,
                "summary": summary,
            })
with open("pip-subcommands.csv", "w", newline="", encoding="utf-8") as f:
    w = csv.DictWriter(f, fieldnames=list(rows[0]))
    w.writeheader()
    w.writerows(rows)
print(len(rows), "rows")
