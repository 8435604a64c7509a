#!/usr/bin/python3
"""Table of ALSA card-name aliases (/usr/share/alsa/cards/aliases.conf):
each card driver name and the card configuration it is redirected to."""
import json, re

SRC = "/usr/share/alsa/cards/aliases.conf"
entries = []
with open(SRC, encoding="utf-8") as f:
    for line in f:
        line = line.strip()
        if not line or line.startswith("#") or line.startswith("<"):
            continue
        m = re.match(r"^(?:'([^']+)'|(\S+))\s+cards\.(\S+)$", line)
        if not m:
            continue
        alias = m.group(1) or m.group(2)
        entries.append({"card_name": alias, "uses_card_config": m.group(3)})

with open("alsa-card-aliases.json", "w", encoding="utf-8") as out:
    json.dump(entries, out, indent=2, ensure_ascii=False)
    out.write("\n")
