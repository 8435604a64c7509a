#!/usr/bin/python3
"""Make latin-extended-additional.json: the Unicode block Latin Extended Additional
(U+1E00..U+1EFF) from Python's built-in unicodedata module."""
import json, sys, unicodedata

entries = []
for cp in range(0x1E00, 0x1F00):
    ch = chr(cp)
    name = unicodedata.name(ch, None)
    if name is None:
        continue
    entries.append({
        "code_point": "U+%04X" % cp,
        "character": ch,
        "name": name,
        "category": unicodedata.category(ch),
        "decomposition": unicodedata.decomposition(ch),
    })
doc = {
    "block": "Latin Extended Additional",
    "range": "U+1E00..U+1EFF",
    "unicode_version": unicodedata.unidata_version,
    "python": sys.version.split()[0],
    "characters": entries,
}
with open("latin-extended-additional.json", "w", encoding="utf-8") as out:
    json.dump(doc, out, ensure_ascii=False, indent=1)
    out.write("\n")
print(len(entries), "characters")
