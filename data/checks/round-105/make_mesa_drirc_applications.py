#!/usr/bin/python3
"""Table of application-specific workarounds in Mesa's driconf defaults
(/usr/share/drirc.d/00-mesa-defaults.conf, package libgl1-mesa-dri).
One row per <application> element, in file order."""
import csv
import sys
import xml.etree.ElementTree as ET

SRC = "/usr/share/drirc.d/00-mesa-defaults.conf"
root = ET.parse(SRC).getroot()
rows = []
for dev in root.findall("device"):
    driver = dev.get("driver") or "all"
    for app in dev.findall("application"):
        for key in ("executable", "executable_regexp", "sha1", "application_name_match"):
            if app.get(key) is not None:
                match_type, match_value = key, app.get(key)
                break
        else:
            match_type, match_value = "", ""
        opts = app.findall("option")
        rows.append({
            "row": len(rows) + 1,
            "device_driver": driver,
            "application_name": app.get("name"),
            "match_type": match_type,
            "match_value": match_value,
            "option_count": len(opts),
            "options": "; ".join(f"{o.get('name')}={o.get('value')}" for o in opts),
        })
out = sys.argv[1] if len(sys.argv) > 1 else "mesa-drirc-applications.csv"
with open(out, "w", newline="", encoding="utf-8") as f:
    w = csv.DictWriter(f, fieldnames=list(rows[0]))
    w.writeheader()
    w.writerows(rows)
print(len(rows), "rows written to", out)
