#!/usr/bin/python3
"""Build text-mime-types.csv from shared-mime-info's freedesktop.org.xml:
one row per MIME type in the text/ media type, in the order of the source file."""
import csv
import xml.etree.ElementTree as ET

NS = "{http://www.freedesktop.org/standards/shared-mime-info}"
SRC = "/usr/share/mime/packages/freedesktop.org.xml"

root = ET.parse(SRC).getroot()
rows = []
for mt in root.findall(NS + "mime-type"):
    t = mt.get("type")
    if not t.startswith("text/"):
        continue
    comment = ""
    for c in mt.findall(NS + "comment"):
        if c.get("{http://www.w3.org/XML/1998/namespace}lang") is None:
            comment = c.text.strip()
            break
    acr = mt.find(NS + "acronym")
    exp = mt.find(NS + "expanded-acronym")
    globs = [g.get("pattern") for g in mt.findall(NS + "glob")]
    parents = [s.get("type") for s in mt.findall(NS + "sub-class-of")]
    aliases = [a.get("type") for a in mt.findall(NS + "alias")]
    rows.append([t, comment,
                 acr.text.strip() if acr is not None else "",
                 exp.text.strip() if exp is not None else "",
                 "; ".join(globs), "; ".join(parents), "; ".join(aliases)])

with open("text-mime-types.csv", "w", newline="", encoding="utf-8") as f:
    w = csv.writer(f)
    w.writerow(["mime_type", "description", "acronym", "expanded_acronym",
                "filename_patterns", "subclass_of", "aliases"])
    w.writerows(rows)
print(len(rows), "rows")
