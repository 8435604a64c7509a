#!/usr/bin/python3
"""PostgreSQL unaccent rules -> unaccent-rules.json.

Source: /usr/share/postgresql/15/tsearch_data/unaccent.rules (package postgresql-15).
Each line is 'CHAR<TAB>REPLACEMENT' (or just CHAR, meaning: remove it).
Only the rules whose character lies in U+2000..U+33FF are kept (punctuation,
letterlike symbols, number forms, enclosed alphanumerics, CJK compatibility, ...).
Output: a JSON list in file order, one object per rule:
  {"codepoint": "U+XXXX", "character": CHAR, "name": Unicode name from Python's
   unicodedata (null if it has none), "replacement": REPLACEMENT ("" if removed)}
"""
import json, unicodedata

SRC = "/usr/share/postgresql/15/tsearch_data/unaccent.rules"
out = []
for line in open(SRC, encoding="utf-8"):
    line = line.rstrip("\n")
    if not line:
        continue
    parts = line.split("\t", 1)
    ch = parts[0]
    if not (len(ch) == 1 and 0x2000 <= ord(ch) <= 0x33FF):
        continue
    repl = parts[1] if len(parts) > 1 else ""
    out.append({
        "codepoint": "U+%04X" % ord(ch) if len(ch) == 1 else " ".join("U+%04X" % ord(c) for c in ch),
        "character": ch,
        "name": unicodedata.name(ch, None) if len(ch) == 1 else None,
        "replacement": repl,
    })
with open("unaccent-rules.json", "w", encoding="utf-8") as f:
    json.dump(out, f, ensure_ascii=False, indent=1)
    f.write("\n")
print(len(out), "rules")
