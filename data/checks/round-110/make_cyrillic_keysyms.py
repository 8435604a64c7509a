#!/usr/bin/python3
"""Cyrillic section of X11 keysymdef.h (x11proto-dev) -> cyrillic-keysyms.json"""
import json, re
SRC = "/usr/include/X11/keysymdef.h"
rows, inside = [], False
pat = re.compile(r'^#define XK_(\w+)\s+(0x[0-9a-fA-F]+)\s*/\*\s*(.*?)\s*\*/')
for line in open(SRC, encoding="utf-8"):
    if line.startswith("#ifdef XK_CYRILLIC"):
        inside = True; continue
    if inside and line.startswith("#endif"):
        break
    if not inside:
        continue
    m = pat.match(line)
    if not m:
        continue
    name, value, comment = m.groups()
    u = re.match(r'U\+([0-9A-F]{4,6}) (.*)', comment)
    rows.append({
        "keysym": name,
        "value": value,
        "unicode": ("U+" + u.group(1)) if u else None,
        "unicode_name": u.group(2) if u else None,
        "deprecated": comment == "deprecated",
    })
with open("cyrillic-keysyms.json", "w", encoding="utf-8") as f:
    json.dump(rows, f, indent=1, ensure_ascii=False)
    f.write("\n")
print(len(rows))
