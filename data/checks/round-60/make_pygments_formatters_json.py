#!/usr/bin/python3
"""Write pygments-formatters.json from the Pygments formatter registry
(pygments.formatters._mapping.FORMATTERS, python3-pygments on Debian 12).
One object per formatter class, sorted by class name."""
import json
from pygments.formatters._mapping import FORMATTERS

rows = []
for cls in sorted(FORMATTERS):
    module, name, aliases, filenames, doc = FORMATTERS[cls]
    rows.append({
        "class": cls,
        "module": module,
        "name": name,
        "aliases": list(aliases),
        "filename_patterns": list(filenames),
        "description": doc,
    })
with open("pygments-formatters.json", "w", encoding="utf-8") as f:
    json.dump(rows, f, indent=2, ensure_ascii=False)
    f.write("\n")
print(len(rows), "formatters")
