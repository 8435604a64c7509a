"""Make stan-language-builtins.json from Pygments' Stan lexer data module
(/usr/lib/python3/dist-packages/pygments/lexers/_stan_builtins.py).
The long FUNCTIONS list is left out; every other list is kept."""
import importlib.util
import json

SRC = "/usr/lib/python3/dist-packages/pygments/lexers/_stan_builtins.py"
spec = importlib.util.spec_from_file_location("stan", SRC)
mod = importlib.util.module_from_spec(spec)
spec.loader.exec_module(mod)

CATEGORIES = [
    ("KEYWORDS", "keyword"),
    ("TYPES", "type"),
    ("DISTRIBUTIONS", "distribution"),
    ("RESERVED", "reserved word"),
]
rows = []
for attr, cat in CATEGORIES:
    for i, name in enumerate(getattr(mod, attr), 1):
        rows.append({
            "name": name,
            "category": cat,
            "source_list": attr,
            "position_in_list": i,
            "name_length": len(name),
        })
with open("stan-language-builtins.json", "w", encoding="utf-8") as fh:
    json.dump(rows, fh, indent=1)
    fh.write("\n")
