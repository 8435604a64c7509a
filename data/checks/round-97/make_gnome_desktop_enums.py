#!/usr/bin/python3
"""Build gnome-desktop-enums.json from
/usr/share/glib-2.0/schemas/org.gnome.desktop.enums.xml (package gsettings-desktop-schemas).

One JSON object per <enum> element, in file order:
  enum_type    short type name (the id without the "org.gnome.desktop." prefix)
  schema_id    full id attribute as written in the file
  value_count  number of <value> elements
  values       list of {"nick": ..., "value": ...} in file order
"""
import json
import sys
import xml.etree.ElementTree as ET

SRC = "/usr/share/glib-2.0/schemas/org.gnome.desktop.enums.xml"
OUT = "gnome-desktop-enums.json"
PREFIX = "org.gnome.desktop."

root = ET.parse(SRC).getroot()
entries = []
for el in root:
    if el.tag not in ("enum", "flags"):
        continue
    sid = el.get("id")
    vals = [{"nick": v.get("nick"), "value": int(v.get("value"))} for v in el.findall("value")]
    entries.append({
        "enum_type": sid[len(PREFIX):] if sid.startswith(PREFIX) else sid,
        "schema_id": sid,
        "value_count": len(vals),
        "values": vals,
    })

with open(OUT, "w", encoding="utf-8") as fh:
    json.dump(entries, fh, indent=2, ensure_ascii=False)
    fh.write("\n")
print(f"{OUT}: {len(entries)} entries", file=sys.stderr)
