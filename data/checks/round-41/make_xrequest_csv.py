#!/usr/bin/python3
"""Make x11-request-codes.csv from /usr/share/X11/XErrorDB (libx11-data).

Every line of the form  XRequest.<N>:<name>  (core protocol, extension "core")
or  XRequest.<EXT>.<N>: <name>  (extension requests) becomes one row
(matched case-insensitively, because the XFree86-Bigfont, XFree86-Rush and
XVideo entries are spelt "Xrequest" in the file):
extension,code,request  -- in the order the lines appear in the file.
"""
import csv, re

rows = []
with open("/usr/share/X11/XErrorDB", encoding="latin-1") as f:
    for line in f:
        line = line.rstrip("\n")
        m = re.match(r"^XRequest\.(?:(.+)\.)?(\d+):\s*(\S+)\s*$", line, re.IGNORECASE)
        if not m:
            continue
        ext, code, name = m.groups()
        rows.append({"extension": ext or "core", "code": int(code), "request": name})

with open("x11-request-codes.csv", "w", newline="", encoding="utf-8") as out:
    w = csv.DictWriter(out, fieldnames=["extension", "code", "request"])
    w.writeheader()
    w.writerows(rows)
print(len(rows), "rows")
