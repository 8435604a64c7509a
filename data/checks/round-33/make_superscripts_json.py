#!/usr/bin/python3
"""Unicode block "Superscripts and Subscripts" (U+2070..U+209F) from Python's unicodedata -> JSON.
Unassigned code points in the block are skipped."""
import json, unicodedata
rows = []
for cp in range(0x2070, 0x20A0):
    ch = chr(cp)
    name = unicodedata.name(ch, None)
    if name is None:
        continue
    num = unicodedata.numeric(ch, None)
    if num is not None and float(num).is_integer():
        num = int(num)
    decomp = unicodedata.decomposition(ch)
    rows.append({
        "codepoint": "U+%04X" % cp,
        "character": ch,
        "name": name,
        "category": unicodedata.category(ch),
        "decomposition": decomp if decomp else None,
        "numeric": num,
    })
with open("superscripts-subscripts.json", "w", encoding="utf-8") as f:
    json.dump({"block": "Superscripts and Subscripts", "range": "U+2070..U+209F",
               "unicode_version": unicodedata.unidata_version, "characters": rows},
              f, ensure_ascii=False, indent=1)
    f.write("\n")
