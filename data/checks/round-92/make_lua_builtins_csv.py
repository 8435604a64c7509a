#!/usr/bin/python3
"""Write pygments-lua-builtins.csv from Pygments' Lua builtins table.

Source: /usr/lib/python3/dist-packages/pygments/lexers/_lua_builtins.py
(python3-pygments 2.14.0), dict MODULES: Lua standard-library module ->
tuple of function/variable names.  One row per name, modules in the dict's
own order and names in each tuple's order: name, module, position (1-based
place of the name within its module's tuple).
"""
import csv
import sys

sys.path.insert(0, "/usr/lib/python3/dist-packages")
from pygments.lexers._lua_builtins import MODULES

with open("pygments-lua-builtins.csv", "w", newline="", encoding="utf-8") as f:
    w = csv.writer(f, lineterminator="\n")
    w.writerow(["name", "module", "position"])
    for module, names in MODULES.items():
        for i, name in enumerate(names, 1):
            w.writerow([name, module, i])
