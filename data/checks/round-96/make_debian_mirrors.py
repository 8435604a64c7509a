#!/usr/bin/python3
"""Write debian-mirrors-by-country.json from python-apt's mirror list
/usr/share/python-apt/templates/Debian.mirrors (package python-apt-common):
one entry per "#LOC:XX" country block, with the mirrors listed under it."""
import json
from urllib.parse import urlsplit

SRC = "/usr/share/python-apt/templates/Debian.mirrors"
entries = []
cur = None
with open(SRC, encoding="utf-8") as f:
    for line in f:
        line = line.strip()
        if not line:
            continue
        if line.startswith("#LOC:"):
            cur = {"country_code": line[5:], "mirror_count": 0, "mirrors": []}
            entries.append(cur)
        elif line.startswith("#"):
            continue
        else:
            u = urlsplit(line)
            cur["mirrors"].append({"host": u.hostname, "scheme": u.scheme, "path": u.path})
            cur["mirror_count"] += 1

with open("debian-mirrors-by-country.json", "w", encoding="utf-8") as f:
    json.dump({"source": SRC, "countries": entries}, f, indent=2)
    f.write("\n")
print(len(entries), "countries")
