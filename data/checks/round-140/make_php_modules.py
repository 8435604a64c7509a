#!/usr/bin/python3
"""Build pygments-php-modules.json from the PHP built-in function table
shipped with Pygments (python3-pygments):
/usr/lib/python3/dist-packages/pygments/lexers/_php_builtins.py (MODULES)."""
import json, runpy, sys

data = runpy.run_path(
    "/usr/lib/python3/dist-packages/pygments/lexers/_php_builtins.py",
    run_name="not_main")
rows = []
for module, funcs in data["MODULES"].items():
    funcs = list(funcs)
    rows.append({
        "module": module,
        "function_count": len(funcs),
        "first_function": funcs[0] if funcs else None,
        "last_function": funcs[-1] if funcs else None,
    })
json.dump(rows, sys.stdout, indent=2, ensure_ascii=False)
sys.stdout.write("\n")
