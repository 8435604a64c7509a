#!/usr/bin/python3
"""Make pygments-lexers.json from Pygments' built-in lexer registry.

Source: pygments.lexers._mapping.LEXERS (python3-pygments, Debian 12), a dict
class name -> (module, display name, aliases, filename globs, MIME types).
Output: a JSON array with one object per lexer, sorted by display name
(case-insensitive, then class name), fields:
name, module (the part after "pygments.lexers."), aliases, filenames,
mimetypes (each list as stored, possibly empty).
"""
import json
from pygments.lexers._mapping import LEXERS

items = []
for cls, (module, name, aliases, filenames, mimetypes) in LEXERS.items():
    items.append({
        "name": name,
        "module": module.replace("pygments.lexers.", "", 1),
        "aliases": list(aliases),
        "filenames": list(filenames),
        "mimetypes": list(mimetypes),
        "_cls": cls,
    })
items.sort(key=lambda d: (d["name"].lower(), d["_cls"]))
for d in items:
    del d["_cls"]

with open("pygments-lexers.json", "w", encoding="utf-8") as out:
    out.write("[\n")
    out.write(",\n".join(json.dumps(d, ensure_ascii=False) for d in items))
    out.write("\n]\n")
