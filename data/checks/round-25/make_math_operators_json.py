"""Write math-operators.json: the Unicode block Mathematical Operators
(U+2200..U+22FF) from Python's built-in unicodedata module, one object per code
point in code point order. decomposition is the list of code points ("U+XXXX")
the character decomposes to, or null when it has none; decomposition_tag is the
formatting tag of a compatibility decomposition (e.g. "<compat>"), or null.
Run with /usr/bin/python3 (3.11)."""
import json
import unicodedata as ud

rows = []
for cp in range(0x2200, 0x2300):
    ch = chr(cp)
    parts = ud.decomposition(ch).split()
    tag = parts.pop(0) if parts and parts[0].startswith("<") else None
    rows.append({
        "codepoint": "U+%04X" % cp,
        "character": ch,
        "name": ud.name(ch),
        "category": ud.category(ch),
        "mirrored": bool(ud.mirrored(ch)),
        "decomposition": ["U+" + p for p in parts] if parts else None,
        "decomposition_tag": tag,
    })
with open("math-operators.json", "w", encoding="utf-8") as f:
    json.dump({"block": "Mathematical Operators",
               "unicode_version": ud.unidata_version,
               "characters": rows}, f, ensure_ascii=False, indent=1)
    f.write("\n")
print(len(rows), "characters")
