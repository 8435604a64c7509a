#!/usr/bin/python3
"""Table of GSettings keys from gsettings-desktop-schemas schema files -> gnome-desktop-settings-keys.csv"""
import csv
import xml.etree.ElementTree as ET

DIR = "/usr/share/glib-2.0/schemas/"
FILES = [
    "org.gnome.desktop.a11y.mouse", "org.gnome.desktop.background",
    "org.gnome.desktop.calendar", "org.gnome.desktop.datetime",
    "org.gnome.desktop.input-sources", "org.gnome.desktop.media-handling",
    "org.gnome.desktop.notifications", "org.gnome.desktop.search-providers",
    "org.gnome.desktop.session", "org.gnome.desktop.sound",
    "org.gnome.desktop.thumbnail-cache", "org.gnome.desktop.thumbnailers",
    "org.gnome.system.location", "org.gnome.system.locale",
]

rows = []
for f in FILES:
    root = ET.parse(DIR + f + ".gschema.xml").getroot()
    for schema in root.findall("schema"):
        for key in schema.findall("key"):
            default = key.findtext("default", "").strip()
            summary = " ".join(key.findtext("summary", "").split())
            ktype = key.get("type") or ("enum:" + key.get("enum") if key.get("enum") else "")
            rows.append({
                "schema_id": schema.get("id"),
                "key": key.get("name"),
                "type": ktype,
                "default_value": default,
                "summary": summary,
            })

with open("gnome-desktop-settings-keys.csv", "w", newline="", encoding="utf-8") as out:
    w = csv.DictWriter(out, fieldnames=["schema_id", "key", "type", "default_value", "summary"])
    w.writeheader()
    w.writerows(rows)
print(len(rows), "rows")
