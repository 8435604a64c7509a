#!/usr/bin/python3
"""ISO 639-5 language families and groups (iso-codes), with a flag saying
whether the same code is also listed in ISO 639-2 (iso-codes)."""
import json
import sys

SRC5 = "/usr/share/iso-codes/json/iso_639-5.json"
SRC2 = "/usr/share/iso-codes/json/iso_639-2.json"
fam = json.load(open(SRC5, encoding="utf-8"))["639-5"]
codes2 = {e["alpha_3"] for e in json.load(open(SRC2, encoding="utf-8"))["639-2"]}
out_rows = [
    {"code": e["alpha_3"], "name": e["name"], "also_in_iso_639_2": e["alpha_3"] in codes2}
    for e in fam
]
out = sys.argv[1] if len(sys.argv) > 1 else "iso639-5-language-families.json"
with open(out, "w", encoding="utf-8") as f:
    json.dump(out_rows, f, ensure_ascii=False, indent=1)
    f.write("\n")
print(len(out_rows), "entries written to", out)
