#!/usr/bin/python3
"""Table of the colour schemes shipped in /usr/share/vim/vim90/colors (vim-runtime).

One row per *.vim file, sorted by file name.  Columns:
  scheme        file name without .vim
  description   the "Description:" header line ("" when absent)
  author        the "Author:" header, without e-mail address and without a
                leading "Original author/maintainer (is)" phrase or trailing dot
  maintainer    the "Maintainer:" header, cleaned the same way
  license       the "License:" header ("" when absent)
  website       the "Website:" header ("" when absent)
  last_updated  the "Last Updated:"/"Last Change:" header as YYYY-MM-DD
  background    value of the first "set background=" line ("" when none)
  lines         number of lines in the file
  bytes         size of the file in bytes
"""
import csv, glob, os, re, sys
from datetime import datetime

SRC = "/usr/share/vim/vim90/colors"
HDR = re.compile(r'^" ([A-Z][A-Za-z ]*?):\s+(.*?)\s*$')

def clean_person(s):
    s = re.sub(r"<[^>]*>", "", s)
    s = re.sub(r"^[Oo]riginal (author|maintainer)\s*(is\s+)?", "", s.strip())
    return s.strip().rstrip(".").strip()

def iso_date(s):
    for fmt in ("%a %d %b %Y %H:%M:%S MSK", "%Y %b %d"):
        try:
            return datetime.strptime(s, fmt).strftime("%Y-%m-%d")
        except ValueError:
            pass
    raise ValueError(s)

rows = []
for path in sorted(glob.glob(os.path.join(SRC, "*.vim"))):
    with open(path, encoding="utf-8") as f:
        lines = f.read().splitlines()
    hdr = {}
    for line in lines[:12]:
        m = HDR.match(line)
        if m and m.group(1) not in hdr:
            hdr[m.group(1)] = m.group(2)
    bg = ""
    for line in lines:
        m = re.match(r"\s*set background=(\w+)", line)
        if m:
            bg = m.group(1)
            break
    rows.append({
        "scheme": os.path.basename(path)[:-4],
        "description": hdr.get("Description", ""),
        "author": clean_person(hdr.get("Author", "")),
        "maintainer": clean_person(hdr.get("Maintainer", "")),
        "license": hdr.get("License", ""),
        "website": hdr.get("Website", ""),
        "last_updated": iso_date(hdr.get("Last Updated") or hdr.get("Last Change")),
        "background": bg,
        "lines": len(lines),
        "bytes": os.path.getsize(path),
    })

out = sys.argv[1] if len(sys.argv) > 1 else "vim-colorschemes.csv"
with open(out, "w", newline="", encoding="utf-8") as f:
    w = csv.DictWriter(f, fieldnames=list(rows[0]))
    w.writeheader()
    w.writerows(rows)
print(len(rows), "rows")
