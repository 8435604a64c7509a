#!/usr/bin/python3
"""Table of the font pattern property names defined in fontconfig.h
(package libfontconfig-dev): C macro, property string, value type and
the note that follows the type in the header comment.
Type names are capitalised and "Integer" is written "Int"."""
import json
import re

SRC = "/usr/include/fontconfig/fontconfig.h"
pat = re.compile(r'^#define\s+(FC_[A-Z_]+)\s+"([a-z]+)"\s*/\*\s*(.*?)\s*\*/')
out = []
for n, line in enumerate(open(SRC, encoding="utf-8"), 1):
    m = pat.match(line)
    if not m:
        continue
    macro, prop, comment = m.groups()
    words = comment.split(None, 1)
    vtype = words[0]
    if vtype == "Integer":  # the header spells FC_ORDER's type "Integer"
        vtype = "Int"
    note = words[1] if len(words) > 1 else ""
    note = note.lstrip("- ").strip()
    deprecated = "(deprecated)" in note
    out.append({"macro": macro, "property": prop,
                "value_type": vtype[0].upper() + vtype[1:],
                "note": note, "deprecated": deprecated})
with open("fontconfig-pattern-properties.json", "w", encoding="utf-8") as f:
    json.dump(out, f, indent=2)
    f.write("\n")
print(len(out), "entries")
