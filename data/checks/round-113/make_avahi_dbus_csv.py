#!/usr/bin/python3
"""Members of avahi-daemon's D-Bus interfaces -> avahi-dbus-members.csv"""
import csv, glob, os
import xml.etree.ElementTree as ET

rows = []
for path in sorted(glob.glob("/usr/share/dbus-1/interfaces/org.freedesktop.Avahi.*.xml")):
    root = ET.parse(path).getroot()
    for iface in root.iter("interface"):
        name = iface.get("name")
        if not name.startswith("org.freedesktop.Avahi."):
            continue  # skip the standard Introspectable interface
        for member in iface:
            if member.tag not in ("method", "signal"):
                continue
            args = member.findall("arg")
            if member.tag == "method":
                ins = [a for a in args if a.get("direction", "in") == "in"]
                outs = [a for a in args if a.get("direction") == "out"]
            else:
                ins, outs = [], args
            rows.append({
                "interface": name,
                "member": member.get("name"),
                "kind": member.tag,
                "in_args": len(ins),
                "out_args": len(outs),
                "in_signature": "".join(a.get("type") for a in ins),
                "out_signature": "".join(a.get("type") for a in outs),
                "source_file": os.path.basename(path),
            })
with open("avahi-dbus-members.csv", "w", newline="", encoding="utf-8") as f:
    w = csv.DictWriter(f, fieldnames=list(rows[0].keys()))
    w.writeheader()
    w.writerows(rows)
