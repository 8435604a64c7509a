#!/usr/bin/python3
"""Register list of Valgrind's gdbserver target description for AMD64 Linux with AVX
(/usr/libexec/valgrind/amd64-avx-linux.xml and the feature files it includes)."""
import csv, os
import xml.etree.ElementTree as ET

DIR = "/usr/libexec/valgrind"
TARGET = "amd64-avx-linux.xml"

def includes(path):
    # the files use the xi: prefix without declaring it, so read hrefs textually
    import re
    text = open(path, encoding="utf-8").read()
    return re.findall(r'<xi:include href="([^"]+)"', text)

rows = []
regnum = -1
for inc in includes(os.path.join(DIR, TARGET)):
    root = ET.parse(os.path.join(DIR, inc)).getroot()
    feature = root.get("name")
    for reg in root.iter("reg"):
        regnum = int(reg.get("regnum")) if reg.get("regnum") else regnum + 1
        rows.append({
            "regnum": regnum,
            "name": reg.get("name"),
            "bitsize": int(reg.get("bitsize")),
            "type": reg.get("type"),
            "group": reg.get("group") or "",
            "feature": feature,
            "source_file": inc,
        })

with open("valgrind-amd64-avx-registers.csv", "w", newline="", encoding="utf-8") as f:
    w = csv.DictWriter(f, fieldnames=list(rows[0]))
    w.writeheader()
    w.writerows(rows)
print(len(rows), "registers")
