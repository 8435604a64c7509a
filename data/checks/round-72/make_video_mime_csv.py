#!/usr/bin/python3
"""Make video-mime-types.csv from shared-mime-info's freedesktop.org.xml.

One row per <mime-type> whose type starts with "video/", in file order:
type, description (the English <comment>, i.e. the one without xml:lang),
acronym, expanded_acronym, subclass_of (;-joined), aliases (;-joined),
glob_patterns (;-joined, in file order), magic_priority (priority of the <magic>
rule, blank when the type has none).
"""
import csv
import xml.etree.ElementTree as ET

SRC = "/usr/share/mime/packages/freedesktop.org.xml"
NS = "{http://www.freedesktop.org/standards/shared-mime-info}"
XML_LANG = "{http://www.w3.org/XML/1998/namespace}lang"

root = ET.parse(SRC).getroot()
rows = []
for mt in root.findall(NS + "mime-type"):
    t = mt.get("type")
    if not t.startswith("video/"):
        continue
    comment = next((c.text for c in mt.findall(NS + "comment") if c.get(XML_LANG) is None), "")
    acr = mt.find(NS + "acronym")
    exp = mt.find(NS + "expanded-acronym")
    magic = mt.find(NS + "magic")
    rows.append({
        "type": t,
        "description": comment,
        "acronym": acr.text if acr is not None else "",
        "expanded_acronym": exp.text if exp is not None else "",
        "subclass_of": ";".join(e.get("type") for e in mt.findall(NS + "sub-class-of")),
        "aliases": ";".join(e.get("type") for e in mt.findall(NS + "alias")),
        "glob_patterns": ";".join(e.get("pattern") for e in mt.findall(NS + "glob")),
        "magic_priority": magic.get("priority") if magic is not None else "",
    })

with open("video-mime-types.csv", "w", newline="", encoding="utf-8") as f:
    w = csv.DictWriter(f, fieldnames=list(rows[0]), lineterminator="\n")
    w.writeheader()
    w.writerows(rows)
print(len(rows), "rows")
