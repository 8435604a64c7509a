#!/usr/bin/python3
"""Make xkb-layouts.json from /usr/share/X11/xkb/rules/base.lst (package xkb-data).

One object per line of the "! layout" section, in file order:
{"layout": code, "description": text, "variants": [variant codes from the
"! variant" section whose description starts with "<layout>: ", in file order]}.
"""
import json

sections = {}
current = None
with open("/usr/share/X11/xkb/rules/base.lst", encoding="utf-8") as f:
    for line in f:
        line = line.rstrip("\n")
        if line.startswith("! "):
            current = line[2:].strip()
            sections[current] = []
            continue
        if not line.strip() or current is None:
            continue
        code, desc = line.strip().split(None, 1)
        sections[current].append((code, desc.strip()))

layouts = [{"layout": code, "description": desc, "variants": []}
           for code, desc in sections["layout"]]
by_code = {d["layout"]: d for d in layouts}
for code, desc in sections["variant"]:
    parent, _ = desc.split(":", 1)
    by_code[parent]["variants"].append(code)

with open("xkb-layouts.json", "w", encoding="utf-8") as out:
    json.dump(layouts, out, ensure_ascii=False, indent=1)
    out.write("\n")
print(len(layouts), "layouts,", sum(len(d["variants"]) for d in layouts), "variants")
