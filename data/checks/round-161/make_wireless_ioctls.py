#!/usr/bin/python3
"""Build linux-wireless-ioctls.csv from the Wireless Extensions ioctl
definitions in /usr/include/linux/wireless.h (package linux-libc-dev)."""
import csv
import re

SRC = "/usr/include/linux/wireless.h"
text = open(SRC, encoding="utf-8").read()
# "#define SIOCSIWFOO<ws>0x8Bnn<ws>/* comment ... */" (comment may span lines)
pat = re.compile(r"^#define\s+(SIOC([SG])IW\w+)\s+(0x[0-9A-Fa-f]+)\s*(?:/\*(.*?)\*/)?",
                 re.M | re.S)
rows = []
for m in pat.finditer(text):
    name, sg, code, comment = m.groups()
    comment = " ".join((comment or "").replace("*", " ").split())
    rows.append({
        "request": name,
        "code_hex": code.upper().replace("0X", "0x"),
        "code_decimal": int(code, 16),
        "direction": "set" if sg == "S" else "get",
        "description": comment,
    })
rows.sort(key=lambda r: r["code_decimal"])
with open("linux-wireless-ioctls.csv", "w", newline="", encoding="utf-8") as f:
    w = csv.DictWriter(f, fieldnames=["request", "code_hex", "code_decimal",
                                      "direction", "description"])
    w.writeheader()
    w.writerows(rows)
print(len(rows), "rows")
