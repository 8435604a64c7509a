#!/usr/bin/python3
"""Table of fontconfig configuration snippets shipped in /usr/share/fontconfig/conf.avail
(package fontconfig-config), with whether each is enabled via /etc/fonts/conf.d."""
import csv, os, re, sys

SRC = "/usr/share/fontconfig/conf.avail"
ENABLED_DIR = "/etc/fonts/conf.d"

enabled = set()
for name in os.listdir(ENABLED_DIR):
    p = os.path.join(ENABLED_DIR, name)
    if os.path.islink(p) and os.path.realpath(p).startswith(SRC + "/"):
        enabled.add(os.path.basename(os.path.realpath(p)))

rows = []
for name in sorted(os.listdir(SRC)):
    if not name.endswith(".conf"):
        continue
    with open(os.path.join(SRC, name), encoding="utf-8") as f:
        text = f.read()
    m = re.search(r"<description>(.*?)</description>", text, re.S)
    rows.append({
        "file_name": name,
        "priority": int(name.split("-", 1)[0]),
        "description": m.group(1).strip() if m else "",
        "match_rules": len(re.findall(r"<match\b", text)),
        "alias_rules": len(re.findall(r"<alias\b", text)),
        "size_bytes": len(text.encode("utf-8")),
        "enabled_in_conf_d": "yes" if name in enabled else "no",
    })

out = sys.argv[1] if len(sys.argv) > 1 else "fontconfig-conf-avail.csv"
with open(out, "w", newline="", encoding="utf-8") as f:
    w = csv.DictWriter(f, fieldnames=list(rows[0].keys()), lineterminator="\n")
    w.writeheader()
    w.writerows(rows)
