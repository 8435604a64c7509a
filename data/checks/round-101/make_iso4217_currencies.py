#!/usr/bin/python3
"""Make iso-4217-currencies.json from /usr/share/iso-codes/json/iso_4217.json (package iso-codes).

A JSON array, one object per currency, in the order of the source file (alphabetical by code):
  alphabetic_code  - ISO 4217 three-letter code
  numeric_code     - ISO 4217 three-digit numeric code, as written (string, with leading zeros)
  currency_name    - English name of the currency
"""
import json

SRC = "/usr/share/iso-codes/json/iso_4217.json"
OUT = "iso-4217-currencies.json"

with open(SRC, encoding="utf-8") as f:
    src = json.load(f)["4217"]

out = [{"alphabetic_code": c["alpha_3"], "numeric_code": c["numeric"], "currency_name": c["name"]} for c in src]

with open(OUT, "w", encoding="utf-8") as f:
    json.dump(out, f, ensure_ascii=False, indent=2)
    f.write("\n")
