#!/usr/bin/python3
"""Write former-country-codes.json from iso-codes' ISO 3166-3 JSON (codes of
countries deleted from ISO 3166-1). A JSON array with one object per entry, in
the source file's order, every object having the same keys; null where the
source has no such field (numeric, comment)."""
import json

SRC = "/usr/share/iso-codes/json/iso_3166-3.json"
FIELDS = ["name", "alpha_2", "alpha_3", "alpha_4", "numeric", "withdrawal_date", "comment"]

with open(SRC, encoding="utf-8") as f:
    entries = json.load(f)["3166-3"]

rows = [{k: e.get(k) for k in FIELDS} for e in entries]
with open("former-country-codes.json", "w", encoding="utf-8") as out:
    json.dump(rows, out, indent=2, ensure_ascii=False)
    out.write("\n")
