"""Unicode 'Number Forms' block (U+2150..U+218F) from Python's built-in unicodedata module -> number-forms.json.
Unassigned code points (no name) are skipped. Run with /usr/bin/python3."""
import json
import unicodedata

rows = []
for cp in range(0x2150, 0x2190):
    ch = chr(cp)
    name = unicodedata.name(ch, None)
    if name is None:
        continue
    num = unicodedata.numeric(ch, None)
    if num is not None and float(num).is_integer():
        num = int(num)
    rows.append({
        "codepoint": "U+%04X" % cp,
        "character": ch,
        "name": name,
        "category": unicodedata.category(ch),
        "numeric_value": num,
        "decomposition": unicodedata.decomposition(ch) or None,
    })

with open("number-forms.json", "w", encoding="utf-8") as f:
    json.dump({"block": "Number Forms", "range": "U+2150..U+218F",
               "unicode_version": unicodedata.unidata_version, "characters": rows},
              f, ensure_ascii=False, indent=2)
    f.write("\n")
print(len(rows), "characters")
