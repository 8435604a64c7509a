#!/usr/bin/python3
"""Build groff-devps-fonts.json from the groff PostScript font description
files in /usr/share/groff/1.22.4/font/devps (package groff-base)."""
import json
import os
import re

SRC = "/usr/share/groff/1.22.4/font/devps"

fonts = []
for fname in sorted(os.listdir(SRC)):
    path = os.path.join(SRC, fname)
    if not os.path.isfile(path):
        continue
    with open(path, encoding="latin-1") as f:
        lines = f.read().split("\n")
    if not any(l.startswith("name ") for l in lines):
        continue  # DESC, download, prologue, ... are not font files
    entry = {"groff_name": None, "postscript_name": None, "full_name": None,
             "family_name": None, "font_version": None, "slant_degrees": 0,
             "space_width": None, "special": False, "ligatures": [],
             "kerning_pairs": 0, "glyphs": 0, "glyph_aliases": 0}
    section = None
    for line in lines:
        m = re.match(r"#\s+(FullName|FamilyName|Version)\s+(.*\S)", line)
        if m and section is None:
            key = {"FullName": "full_name", "FamilyName": "family_name",
                   "Version": "font_version"}[m.group(1)]
            if entry[key] is None:
                entry[key] = m.group(2)
            continue
        if not line.strip() or line.startswith("#"):
            continue
        words = line.split()
        if section is None:
            if words[0] == "name":
                entry["groff_name"] = words[1]
            elif words[0] == "internalname":
                entry["postscript_name"] = words[1]
            elif words[0] == "slant":
                entry["slant_degrees"] = float(words[1])
            elif words[0] == "spacewidth":
                entry["space_width"] = int(words[1])
            elif words[0] == "special":
                entry["special"] = True
            elif words[0] == "ligatures":
                entry["ligatures"] = [w for w in words[1:] if w != "0"]
            elif words[0] in ("kernpairs", "charset"):
                section = words[0]
            continue
        if words[0] in ("kernpairs", "charset"):
            section = words[0]
            continue
        if section == "kernpairs":
            entry["kerning_pairs"] += 1
        elif section == "charset":
            if len(words) >= 2 and words[1] == '"':
                entry["glyph_aliases"] += 1
            else:
                entry["glyphs"] += 1
    if entry["slant_degrees"] == int(entry["slant_degrees"]):
        entry["slant_degrees"] = int(entry["slant_degrees"])
    fonts.append(entry)

with open("groff-devps-fonts.json", "w", encoding="utf-8") as out:
    json.dump({"source": SRC, "fonts": fonts}, out, indent=2, ensure_ascii=False)
    out.write("\n")
print(len(fonts), "fonts")
