#!/usr/bin/python3
"""Table of Vim compiler plugins (vim-runtime: /usr/share/vim/vim90/compiler/*.vim),
taken from the comment header of each file."""
import csv, glob, os, re

SRC = "/usr/share/vim/vim90/compiler"
rows = []
for path in sorted(glob.glob(os.path.join(SRC, "*.vim"))):
    head = open(path, encoding="utf-8", errors="replace").read().splitlines()[:15]
    fields = {}
    for line in head:
        m = re.match(r'^["#]\s*([A-Za-z ]+?):\s+(.*\S)\s*$', line)
        if m and m.group(1) not in fields:
            fields[m.group(1)] = m.group(2)
    desc = fields.get("Compiler") or fields.get("Language") or ""
    maint = fields.get("Maintainer", "")
    maint = re.sub(r"\s*[<(].*$", "", maint).strip()  # drop e-mail address
    rows.append({
        "file": os.path.basename(path),
        "compiler_set_name": os.path.basename(path)[:-4],
        "description": desc,
        "maintainer": maint,
    })
with open("vim-compiler-plugins.csv", "w", newline="", encoding="utf-8") as f:
    w = csv.DictWriter(f, fieldnames=["file", "compiler_set_name", "description", "maintainer"])
    w.writeheader()
    w.writerows(rows)
print(len(rows))
