"""Unicode block Spacing Modifier Letters (U+02B0..U+02FF) -> JSON on stdout.

Uses Python's built-in unicodedata module. One object per code point, in code
point order: codepoint ("U+02XX"), character, name, category (general
category), bidi (bidirectional class), east_asian_width, decomposition (empty
string when none).
"""
import json
import sys
import unicodedata

rows = []
for cp in range(0x02B0, 0x0300):
    ch = chr(cp)
    rows.append({
        "codepoint": "U+%04X" % cp,
        "character": ch,
        "name": unicodedata.name(ch, ""),
        "category": unicodedata.category(ch),
        "bidi": unicodedata.bidirectional(ch),
        "east_asian_width": unicodedata.east_asian_width(ch),
        "decomposition": unicodedata.decomposition(ch),
    })
json.dump({"block": "Spacing Modifier Letters", "range": "U+02B0..U+02FF",
           "unicode_version": unicodedata.unidata_version, "characters": rows},
          sys.stdout, ensure_ascii=False, indent=1)
sys.stdout.write("\n")
