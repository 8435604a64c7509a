#!/usr/bin/python3
"""Write usb-classes.json from udev's /lib/udev/hwdb.d/20-usb-classes.hwdb
(systemd's copy of the class section of usb.ids).

Each hwdb match 'usb:v*p*d*dcCC[dscSS[dpPP]]*' with its ID_USB_*_FROM_DATABASE
value becomes: a class {"class": "CC", "name": ..., "subclasses": [...]},
a subclass {"subclass": "SS", "name": ..., "protocols": [...]} and a protocol
{"protocol": "PP", "name": ...}. Codes are the two hex digits as written in the
hwdb; order is the file's order. A subclass whose name is not in the hwdb gets
"name": null.
"""
import json, re

SRC = "/lib/udev/hwdb.d/20-usb-classes.hwdb"
pat = re.compile(r"^usb:v\*p\*d\*dc([0-9A-F]{2})(?:dsc([0-9A-F]{2})(?:dp([0-9A-F]{2}))?)?\*$")
classes = []
by_class = {}
key = None
for line in open(SRC, encoding="utf-8"):
    line = line.rstrip("\n")
    m = pat.match(line)
    if m:
        key = m.groups()
        continue
    if line.startswith(" ") and key:
        prop, _, val = line.strip().partition("=")
        c, s, p = key
        if c not in by_class:
            by_class[c] = {"class": c, "name": None, "subclasses": []}
            classes.append(by_class[c])
        cl = by_class[c]
        if s is None:
            cl["name"] = val
            continue
        sub = next((x for x in cl["subclasses"] if x["subclass"] == s), None)
        if sub is None:
            sub = {"subclass": s, "name": None, "protocols": []}
            cl["subclasses"].append(sub)
        if p is None:
            sub["name"] = val
        else:
            sub["protocols"].append({"protocol": p, "name": val})
        key = None

with open("usb-classes.json", "w", encoding="utf-8") as f:
    json.dump({"source": SRC, "classes": classes}, f, indent=2, ensure_ascii=False)
    f.write("\n")
