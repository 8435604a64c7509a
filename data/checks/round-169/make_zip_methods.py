#!/usr/bin/python3
"""Make zip-compression-methods.csv from zipfile.compressor_names in the Python 3.11
standard library (/usr/lib/python3.11/zipfile.py, package libpython3.11-minimal).
'supported_by_zipfile' is yes for the methods that have a ZIP_* constant in the module."""
import csv
import zipfile

supported = {getattr(zipfile, n): n for n in ("ZIP_STORED", "ZIP_DEFLATED", "ZIP_BZIP2", "ZIP_LZMA")}
with open("zip-compression-methods.csv", "w", newline="", encoding="utf-8") as f:
    w = csv.writer(f)
    w.writerow(["method_id", "method_name", "supported_by_zipfile", "zipfile_constant"])
    for mid in sorted(zipfile.compressor_names):
        w.writerow([mid, zipfile.compressor_names[mid],
                    "yes" if mid in supported else "no", supported.get(mid, "")])
print(len(zipfile.compressor_names), "rows")
