#!/usr/bin/python3
"""Dump the Unicode "Enclosed Alphanumerics" block (U+2460..U+24FF) from Python's built-in
unicodedata module (Unicode 14.0.0 in Debian 12's python3.11) as a JSON array, one object per
assigned code point in code point order:
  codepoint ("U+XXXX"), character, name, category (general category),
  numeric (unicodedata.numeric value, null when it has none; whole numbers as integers),
  decomposition (unicodedata.decomposition string, "" when none)."""
import json, unicodedata, sys

rows = []
for cp in range(0x2460, 0x2500):
    ch = chr(cp)
    name = unicodedata.name(ch, None)
    if name is None:
        continue
    num = unicodedata.numeric(ch, None)
    if num is not None and float(num).is_integer():
        num = int(num)
    rows.append({"codepoint": f"U+{cp:04X}", "character": ch, "name": name,
                 "category": unicodedata.category(ch), "numeric": num,
                 "decomposition": unicodedata.decomposition(ch)})
with open("enclosed-alphanumerics.json", "w", encoding="utf-8") as f:
    json.dump(rows, f, ensure_ascii=False, indent=1)
    f.write("\n")
print(len(rows), "code points; Unicode", unicodedata.unidata_version, file=sys.stderr)
