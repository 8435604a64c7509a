#!/usr/bin/python3
"""Make pycairo-enums.json from the enum classes of the installed pycairo module
(/usr/lib/python3/dist-packages/cairo, package python3-cairo).
One entry per enum member: enum class, member name, integer value, sorted by enum then value then name."""
import json
import cairo

entries = []
for cls_name in sorted(dir(cairo)):
    cls = getattr(cairo, cls_name)
    if not (isinstance(cls, type) and issubclass(cls, int) and cls not in (int, bool)):
        continue
    for member in dir(cls):
        if member.isupper():
            entries.append({"enum": cls_name, "member": member, "value": int(getattr(cls, member))})
entries.sort(key=lambda e: (e["enum"], e["value"], e["member"]))
doc = {"source": "pycairo " + cairo.version + " (cairo " + cairo.cairo_version_string() + ")",
       "entries": entries}
with open("pycairo-enums.json", "w", encoding="utf-8") as out:
    json.dump(doc, out, indent=1)
    out.write("\n")
print(len(entries), "entries")
