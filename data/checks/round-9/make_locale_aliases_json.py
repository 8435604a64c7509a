#!/usr/bin/python3
"""Make locale-aliases.json from Python's locale.locale_alias table
(/usr/lib/python3.11/locale.py). One object per alias, sorted by alias:
{"alias", "locale", "language" (text before the first "_" or "."), "encoding" (text after "." or null)}."""
import json, locale

rows = []
for alias in sorted(locale.locale_alias):
    loc = locale.locale_alias[alias]
    base, _, enc = loc.partition(".")
    rows.append({"alias": alias, "locale": loc,
                 "language": base.split("_")[0].split("@")[0],
                 "encoding": enc or None})
with open("locale-aliases.json", "w") as f:
    json.dump(rows, f, indent=1, ensure_ascii=False)
    f.write("\n")
