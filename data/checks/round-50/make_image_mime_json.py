#!/usr/bin/python3
"""image/* MIME types from shared-mime-info's freedesktop.org.xml -> JSON.

One object per <mime-type> whose type starts with "image/", in file order:
type, comment (the untranslated English <comment>), acronym and expanded_acronym
(null when absent), sub_class_of (list), aliases (list), globs (list of patterns).
"""
import json, sys
import xml.etree.ElementTree as ET

SRC = "/usr/share/mime/packages/freedesktop.org.xml"
NS = "{http://www.freedesktop.org/standards/shared-mime-info}"
XMLLANG = "{http://www.w3.org/XML/1998/namespace}lang"

def english(el, tag):
    for c in el.findall(NS + tag):
        if XMLLANG not in c.attrib:
            return c.text
    return None

out = []
for mt in ET.parse(SRC).getroot().findall(NS + "mime-type"):
    t = mt.get("type")
    if not t.startswith("image/"):
        continue
    out.append({
        "type": t,
        "comment": english(mt, "comment"),
        "acronym": english(mt, "acronym"),
        "expanded_acronym": english(mt, "expanded-acronym"),
        "sub_class_of": [e.get("type") for e in mt.findall(NS + "sub-class-of")],
        "aliases": [e.get("type") for e in mt.findall(NS + "alias")],
        "globs": [e.get("pattern") for e in mt.findall(NS + "glob")],
    })
with open("image-mime-types.json", "w", encoding="utf-8") as f:
    json.dump(out, f, indent=1, ensure_ascii=False)
    f.write("\n")
print(len(out), "objects", file=sys.stderr)
