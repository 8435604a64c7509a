#!/usr/bin/python3
"""Write dingbats.json: the Unicode Dingbats block (U+2700..U+27BF) from Python's
built-in unicodedata module, one object per assigned code point, in code point order."""
import json
import unicodedata

out = []
for cp in range(0x2700, 0x27C0):
    ch = chr(cp)
    name = unicodedata.name(ch, None)
    if name is None:
        continue
    num = unicodedata.numeric(ch, None)
    if num is not None and float(num).is_integer():
        num = int(num)
    out.append({
        "codepoint": "U+%04X" % cp,
        "character": ch,
        "name": name,
        "category": unicodedata.category(ch),
        "bidi": unicodedata.bidirectional(ch),
        "mirrored": bool(unicodedata.mirrored(ch)),
        "numeric": num,
    })
with open("dingbats.json", "w", encoding="utf-8") as f:
    json.dump({"block": "Dingbats", "range": "U+2700..U+27BF",
               "unicode_version": unicodedata.unidata_version,
               "characters": out}, f, ensure_ascii=False, indent=1)
    f.write("\n")
