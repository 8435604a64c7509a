#!/usr/bin/python3
"""IPA Extensions block (U+0250..U+02AF) from Python's built-in unicodedata -> ipa-extensions.json.
"uppercase" is the code point of str.upper() of the character when that is a single different character, else null."""
import json
import unicodedata

rows = []
for cp in range(0x0250, 0x02B0):
    ch = chr(cp)
    rows.append({
        "codepoint": "U+%04X" % cp,
        "character": ch,
        "name": unicodedata.name(ch, None),
        "category": unicodedata.category(ch),
        "uppercase": ("U+%04X" % ord(ch.upper())) if ch.upper() != ch and len(ch.upper()) == 1 else None,
    })
with open("ipa-extensions.json", "w", encoding="utf-8") as f:
    json.dump({"block": "IPA Extensions", "unicode_version": unicodedata.unidata_version,
               "characters": rows}, f, ensure_ascii=False, indent=1)
    f.write("\n")
