"""latin1-supplement.json: the 96 characters U+00A0..U+00FF (Unicode block
"Latin-1 Supplement") as described by Python's built-in unicodedata module
(Unicode 14.0.0 in Python 3.11). One object per code point, in code point order:
codepoint ("U+00XX"), character, name, category (general category),
bidi (bidirectional class), numeric (numeric value or null)."""
import json, sys, unicodedata

rows = []
for cp in range(0x00A0, 0x0100):
    ch = chr(cp)
    num = unicodedata.numeric(ch, None)
    rows.append({
        "codepoint": "U+%04X" % cp,
        "character": ch,
        "name": unicodedata.name(ch),
        "category": unicodedata.category(ch),
        "bidi": unicodedata.bidirectional(ch),
        "numeric": (int(num) if num is not None and num == int(num) else num),
    })
json.dump(rows, sys.stdout, ensure_ascii=False, indent=2)
sys.stdout.write("\n")
