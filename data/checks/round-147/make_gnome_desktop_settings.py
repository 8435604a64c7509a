#!/usr/bin/python3
"""Build gnome-desktop-settings.json from GSettings schema files of the package
gsettings-desktop-schemas (/usr/share/glib-2.0/schemas/org.gnome.desktop.*.gschema.xml),
limited to the schema files listed in SCHEMA_FILES."""
import json
import xml.etree.ElementTree as ET

DIR = "/usr/share/glib-2.0/schemas/"
SCHEMA_FILES = [
    "a11y.applications", "a11y.interface", "a11y.mouse", "app-folders", "background",
    "calendar", "datetime", "default-applications", "input-sources", "media-handling",
    "notifications", "search-providers", "session", "sound", "thumbnail-cache", "thumbnailers",
]
entries = []
for short in SCHEMA_FILES:
    path = DIR + "org.gnome.desktop." + short + ".gschema.xml"
    root = ET.parse(path).getroot()
    for schema in root.findall("schema"):
        for key in schema.findall("key"):
            if key.get("type"):
                vtype = key.get("type")
            elif key.get("enum"):
                vtype = "enum " + key.get("enum")
            else:
                vtype = "flags " + key.get("flags")
            default = key.findtext("default").strip()
            summary = key.findtext("summary")
            entries.append({
                "schema": schema.get("id"),
                "key": key.get("name"),
                "type": vtype,
                "schema_default": default,
                "summary": " ".join(summary.split()) if summary else "",
            })
with open("gnome-desktop-settings.json", "w", encoding="utf-8") as f:
    json.dump(entries, f, indent=2, ensure_ascii=False)
    f.write("\n")
