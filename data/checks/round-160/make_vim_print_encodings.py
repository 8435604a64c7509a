#!/usr/bin/python3
"""Table of the PostScript encoding vectors shipped with Vim for :hardcopy
(vim-runtime package, /usr/share/vim/vim90/print/*.ps, Resource-Encoding files only)."""
import glob
import json
import os
import re

SRC_DIR = "/usr/share/vim/vim90/print"
OUT = "vim-print-encodings.json"

entries = []
for path in sorted(glob.glob(os.path.join(SRC_DIR, "*.ps"))):
    with open(path, encoding="latin-1") as f:
        text = f.read()
    lines = text.splitlines()
    if lines[0].strip() != "%!PS-Adobe-3.0 Resource-Encoding":
        continue
    title = re.search(r"^%%Title: (.+)$", text, re.M).group(1).strip()
    version = re.search(r"^%%Version: (.+)$", text, re.M).group(1).strip()
    # body: "/VIM-name[" ... "]def"
    body = text.split("[", 1)[1].rsplit("]", 1)[0]
    glyphs = []
    # tokens are either "/name" or "N{/name}repeat"
    for m in re.finditer(r"(\d+)\{/([^\s{}/]+)\}repeat|/([^\s/\[\]{}]+)", body):
        if m.group(1):
            glyphs.extend([m.group(2)] * int(m.group(1)))
        else:
            glyphs.append(m.group(3))
    assert len(glyphs) == 256, (path, len(glyphs))
    defined = [i for i, g in enumerate(glyphs) if g != ".notdef"]
    entries.append({
        "file": os.path.basename(path),
        "encoding_name": title,
        "version": version,
        "defined_codes": len(defined),
        "defined_codes_0_127": sum(1 for i in defined if i < 128),
        "defined_codes_128_255": sum(1 for i in defined if i >= 128),
        "euro_code": glyphs.index("Euro") if "Euro" in glyphs else None,
        "glyph_at_0xA4": glyphs[0xA4],
    })

with open(OUT, "w", encoding="utf-8") as f:
    json.dump(entries, f, indent=2)
    f.write("\n")
print(len(entries), "entries")
