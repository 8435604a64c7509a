#!/usr/bin/python3
"""special-casing.json from Perl's copy of the Unicode SpecialCasing.txt.

One object per data line, in file order: code point, character name (the
trailing comment), lowercase / titlecase / uppercase mappings (lists of
"U+XXXX"), and condition list (empty string when unconditional).
"""
import json

SRC = "/usr/share/perl/5.36/unicore/SpecialCasing.txt"
out = []
with open(SRC, encoding="utf-8") as f:
    for line in f:
        line = line.rstrip("\n")
        if not line.strip() or line.startswith("#"):
            continue
        data, _, comment = line.partition("#")
        fields = [x.strip() for x in data.split(";")]
        code, lower, title, upper = fields[:4]
        cond = fields[4] if len(fields) > 4 else ""
        u = lambda s: ["U+" + c for c in s.split()]
        out.append({
            "code": "U+" + code,
            "name": comment.strip(),
            "lowercase": u(lower),
            "titlecase": u(title),
            "uppercase": u(upper),
            "condition": cond,
        })
with open("special-casing.json", "w", encoding="utf-8") as f:
    json.dump(out, f, indent=1, ensure_ascii=False)
    f.write("\n")
print(len(out), "entries")
