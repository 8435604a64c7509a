#!/usr/bin/python3
"""Turn Python's html.entities.name2codepoint (the 252 HTML 4 named character
references) into html-entities.json.

One object per entity, sorted by code point, then by entity name:
  entity    the name without '&' and ';' (e.g. "amp")
  codepoint "U+XXXX" (at least four upper-case hex digits)
  decimal   the code point as an integer
  character the character itself
  name      its Unicode name from unicodedata.name()
  category  its Unicode general category from unicodedata.category()
"""
import html.entities, json, sys, unicodedata

OUT = "html-entities.json"
items = []
for ent, cp in sorted(html.entities.name2codepoint.items(), key=lambda kv: (kv[1], kv[0])):
    ch = chr(cp)
    items.append({
        "entity": ent,
        "codepoint": f"U+{cp:04X}",
        "decimal": cp,
        "character": ch,
        "name": unicodedata.name(ch),
        "category": unicodedata.category(ch),
    })
with open(OUT, "w", encoding="utf-8") as f:
    json.dump(items, f, ensure_ascii=False, indent=1)
    f.write("\n")
print(f"{OUT}: {len(items)} objects", file=sys.stderr)
