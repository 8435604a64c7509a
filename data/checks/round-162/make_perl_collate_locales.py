#!/usr/bin/python3
"""Make perl-collate-locales.json from the locale tailoring files of Perl's Unicode::Collate."""
import glob
import json
import os
import re

SRC_DIR = "/usr/share/perl/5.36.0/Unicode/Collate/Locale"
OUT = "perl-collate-locales.json"

entries = []
for path in sorted(glob.glob(os.path.join(SRC_DIR, "*.pl"))):
    text = open(path, encoding="utf-8").read()
    tag = os.path.basename(path)[:-3]
    version = re.search(r"locale_version\s*=>\s*([0-9.]+)", text).group(1)
    m = re.search(r"entry\s*=>\s*<<'ENTRY'.*?\n(.*?)\nENTRY\n", text, re.S)
    n_entries = 0
    if m:
        n_entries = sum(1 for l in m.group(1).split("\n") if l.strip() and not l.lstrip().startswith("#"))
    cjk = re.search(r"overrideCJK\s*=>\s*\\&Unicode::Collate::CJK::(\w+)::", text)
    back = re.search(r"backwards\s*=>\s*([^,\n]+)", text)
    entries.append({
        "locale": tag,
        "file": os.path.basename(path),
        "locale_version": version,
        "tailoring_lines": n_entries,
        "cjk_override_table": cjk.group(1) if cjk else None,
        "backwards": back.group(1).strip() if back else None,
        "upper_before_lower": bool(re.search(r"upper_before_lower\s*=>\s*1", text)),
        "suppresses_characters": "suppress" in text and bool(re.search(r"suppress\s*=>", text)),
    })

with open(OUT, "w", encoding="utf-8") as f:
    json.dump(entries, f, indent=2)
    f.write("\n")
print(len(entries), "entries")
