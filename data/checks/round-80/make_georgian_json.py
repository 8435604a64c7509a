#!/usr/bin/python3
"""Dump the Unicode "Georgian" block (U+10A0..U+10FF) from Python's built-in
unicodedata module as JSON: one object per assigned code point, in code point
order, with codepoint ("U+XXXX"), character, name, category (general category),
lowercase (the character's str.lower() when it differs, else null) and
uppercase (str.upper() when it differs, else null).
Unassigned code points (category Cn) are left out."""
import json
import sys
import unicodedata

out = []
for cp in range(0x10A0, 0x1100):
    ch = chr(cp)
    cat = unicodedata.category(ch)
    if cat == "Cn":
        continue
    low, up = ch.lower(), ch.upper()
    out.append({
        "codepoint": "U+%04X" % cp,
        "character": ch,
        "name": unicodedata.name(ch),
        "category": cat,
        "lowercase": low if low != ch else None,
        "uppercase": up if up != ch else None,
    })

json.dump({"block": "Georgian", "range": "U+10A0..U+10FF",
           "unicode_version": unicodedata.unidata_version,
           "characters": out}, sys.stdout, ensure_ascii=False, indent=1)
sys.stdout.write("\n")
