#!/usr/bin/python3
"""Make python-install-schemes.json from Python's sysconfig module.

Source: /usr/lib/python3.11/sysconfig.py (package libpython3.11-minimal),
the dict sysconfig._INSTALL_SCHEMES (Debian build, with Debian's extra
schemes).  One object per scheme, in the dict's own order, with the scheme
name and one field per path key; a key the scheme does not define is null.
"""
import json, sysconfig

KEYS = ["stdlib", "platstdlib", "purelib", "platlib", "include",
        "platinclude", "scripts", "data"]
out = []
for name, paths in sysconfig._INSTALL_SCHEMES.items():
    obj = {"scheme": name}
    for k in KEYS:
        obj[k] = paths.get(k)
    out.append(obj)
with open("python-install-schemes.json", "w", encoding="utf-8") as f:
    json.dump(out, f, indent=2)
    f.write("\n")
print(len(out), "schemes")
