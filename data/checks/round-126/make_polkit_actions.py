#!/usr/bin/python3
"""Build polkit-actions.json: one entry per polkit action defined in the
policy files under /usr/share/polkit-1/actions that belong to the Debian
packages packagekit, polkitd, software-properties-common and systemd
(except org.freedesktop.login1.policy and org.freedesktop.systemd1.policy)."""
import json
import xml.etree.ElementTree as ET

DIR = "/usr/share/polkit-1/actions/"
FILES = [
    ("org.freedesktop.packagekit.policy", "packagekit"),
    ("org.freedesktop.policykit.policy", "polkitd"),
    ("com.ubuntu.softwareproperties.policy", "software-properties-common"),
    ("org.freedesktop.hostname1.policy", "systemd"),
    ("org.freedesktop.locale1.policy", "systemd"),
    ("org.freedesktop.network1.policy", "systemd"),
    ("org.freedesktop.timedate1.policy", "systemd"),
    ("org.freedesktop.timesync1.policy", "systemd"),
]
XMLLANG = "{http://www.w3.org/XML/1998/namespace}lang"


def untranslated(elem, tag):
    for child in elem.findall(tag):
        if XMLLANG not in child.attrib:
            return " ".join((child.text or "").split())
    return ""


entries = []
for fname, pkg in FILES:
    root = ET.parse(DIR + fname).getroot()
    vendor = untranslated(root, "vendor")
    for action in root.findall("action"):
        d = action.find("defaults")
        implies = ""
        for ann in action.findall("annotate"):
            if ann.get("key") == "org.freedesktop.policykit.imply":
                implies = " ".join((ann.text or "").split())
        entries.append({
            "action_id": action.get("id"),
            "policy_file": fname,
            "package": pkg,
            "vendor": vendor,
            "description": untranslated(action, "description"),
            "message": untranslated(action, "message"),
            "allow_any": d.findtext("allow_any", "") if d is not None else "",
            "allow_inactive": d.findtext("allow_inactive", "") if d is not None else "",
            "allow_active": d.findtext("allow_active", "") if d is not None else "",
            "implies": implies,
        })

with open("polkit-actions.json", "w", encoding="utf-8") as out:
    json.dump(entries, out, indent=2, ensure_ascii=False)
    out.write("\n")
