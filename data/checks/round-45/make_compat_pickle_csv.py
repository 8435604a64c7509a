#!/usr/bin/python3
"""Write pickle-python2-names.csv from the standard library's _compat_pickle tables.

_compat_pickle (/usr/lib/python3.11/_compat_pickle.py) holds the tables pickle uses to
translate Python 2 module and global names into Python 3 ones when loading old pickles.
One row per entry: first every IMPORT_MAPPING entry (whole modules renamed, kind=module),
then every NAME_MAPPING entry (single (module, name) pairs moved, kind=name), each in the
dict's own (source) order.  Module rows leave the name columns empty.
"""
import csv
import _compat_pickle as cp

with open("pickle-python2-names.csv", "w", newline="", encoding="utf-8") as f:
    w = csv.writer(f, lineterminator="\n")
    w.writerow(["kind", "python2_module", "python2_name", "python3_module", "python3_name"])
    for old, new in cp.IMPORT_MAPPING.items():
        w.writerow(["module", old, "", new, ""])
    for (om, on), (nm, nn) in cp.NAME_MAPPING.items():
        w.writerow(["name", om, on, nm, nn])
