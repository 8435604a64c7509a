#!/usr/bin/python3
"""Write lib2to3-fixers.csv: one row per fixer module shipped in lib2to3.fixes
(python3-lib2to3, Python 3.11), sorted by fixer name.
Columns: fixer, class, explicit (fixer runs only when asked for by name),
bm_compatible, order (pre/post tree traversal), run_order, summary (first
non-empty line of the module docstring, or of the class docstring if the
module has none; empty if neither has one)."""
import csv, importlib, warnings
warnings.simplefilter("ignore", DeprecationWarning)
from lib2to3 import refactor

rows = []
for name in sorted(refactor.get_all_fix_names("lib2to3.fixes")):
    mod = importlib.import_module("lib2to3.fixes.fix_" + name)
    cls_name = "Fix" + "".join(p.title() for p in name.split("_"))
    cls = getattr(mod, cls_name)
    doc = (mod.__doc__ or cls.__doc__ or "").strip()
    summary = next((l.strip() for l in doc.splitlines() if l.strip()), "")
    rows.append([name, cls_name, "yes" if cls.explicit else "no",
                 "yes" if cls.BM_compatible else "no", cls.order,
                 cls.run_order, summary])

with open("lib2to3-fixers.csv", "w", newline="", encoding="utf-8") as f:
    w = csv.writer(f)
    w.writerow(["fixer", "class", "explicit", "bm_compatible", "order",
                "run_order", "summary"])
    w.writerows(rows)
