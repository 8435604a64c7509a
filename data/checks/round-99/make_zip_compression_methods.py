#!/usr/bin/python3
"""ZIP compression method numbers known to Python 3.11's zipfile module
(zipfile.compressor_names), with the zipfile constant that writes the method, if any.
Source: /usr/lib/python3.11/zipfile.py (package libpython3.11-stdlib)."""
import json
import sys
import zipfile

constants = {getattr(zipfile, n): n for n in ("ZIP_STORED", "ZIP_DEFLATED", "ZIP_BZIP2", "ZIP_LZMA")}
entries = [{"method_id": k, "method_name": v, "zipfile_constant": constants.get(k)}
           for k, v in sorted(zipfile.compressor_names.items())]
json.dump({"source": "Python 3.11 zipfile.compressor_names",
           "methods": entries}, sys.stdout, indent=2)
sys.stdout.write("\n")
