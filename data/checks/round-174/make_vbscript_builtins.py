"""Make vbscript-builtins.csv from Pygments' VBScript lexer data module
(/usr/lib/python3/dist-packages/pygments/lexers/_vbscript_builtins.py)."""
import csv
import importlib.util

SRC = "/usr/lib/python3/dist-packages/pygments/lexers/_vbscript_builtins.py"
spec = importlib.util.spec_from_file_location("vbs", SRC)
mod = importlib.util.module_from_spec(spec)
spec.loader.exec_module(mod)

CATEGORIES = [
    ("KEYWORDS", "keyword"),
    ("BUILTIN_FUNCTIONS", "builtin function"),
    ("BUILTIN_VARIABLES", "builtin variable"),
    ("OPERATORS", "operator"),
    ("OPERATOR_WORDS", "operator word"),
    ("BUILTIN_CONSTANTS", "builtin constant"),
]
with open("vbscript-builtins.csv", "w", newline="", encoding="utf-8") as fh:
    w = csv.writer(fh)
    w.writerow(["name", "category", "source_list", "position_in_list", "name_length"])
    for attr, cat in CATEGORIES:
        for i, name in enumerate(getattr(mod, attr), 1):
            w.writerow([name, cat, attr, i, len(name)])
