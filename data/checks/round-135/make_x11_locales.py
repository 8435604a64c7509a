#!/usr/bin/python3
"""Build x11-locale-directories.json from libx11-data (/usr/share/X11/locale).

One entry per locale directory:
  directory          name of the directory under /usr/share/X11/locale
  encoding_name      'encoding_name' of its XLC_LOCALE file (null if that file is empty)
  mb_cur_max         'mb_cur_max' of its XLC_LOCALE file (null if that file is empty)
  codeset_count      number of csN code-set blocks in XLC_LOCALE (0 if empty)
  locale_names       number of distinct locale names that locale.dir maps to DIR/XLC_LOCALE
  compose_names      number of distinct locale names that compose.dir maps to DIR/Compose
"""
import json
import os
import re

BASE = "/usr/share/X11/locale"


def mapping(fname, suffix):
    counts = {}
    seen = set()
    for line in open(os.path.join(BASE, fname), encoding="utf-8"):
        if not line.strip() or line.startswith("#"):
            continue
        path, name = line.split()[:2]
        path = path.rstrip(":")
        d, f = path.split("/")
        assert f == suffix
        if (d, name) in seen:
            continue
        seen.add((d, name))
        counts[d] = counts.get(d, 0) + 1
    return counts


loc = mapping("locale.dir", "XLC_LOCALE")
comp = mapping("compose.dir", "Compose")
entries = []
for d in sorted(os.listdir(BASE)):
    p = os.path.join(BASE, d)
    if not os.path.isdir(p):
        continue
    text = open(os.path.join(p, "XLC_LOCALE"), encoding="latin-1").read()
    enc = re.search(r"^encoding_name\s+(\S+)", text, re.M)
    mb = re.search(r"^mb_cur_max\s+(\d+)", text, re.M)
    entries.append({
        "directory": d,
        "encoding_name": enc.group(1) if enc else None,
        "mb_cur_max": int(mb.group(1)) if mb else None,
        "codeset_count": len(re.findall(r"^cs\d+\s*\{", text, re.M)),
        "locale_names": loc.get(d, 0),
        "compose_names": comp.get(d, 0),
    })
with open("x11-locale-directories.json", "w", encoding="utf-8") as out:
    json.dump(entries, out, indent=2, ensure_ascii=False)
    out.write("\n")
