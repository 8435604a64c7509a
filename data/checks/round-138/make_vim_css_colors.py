#!/usr/bin/python3
"""JSON list of the CSS colour names that Vim's colors/lists/csscolors.vim
adds to v:colornames, with the hex value split into red/green/blue."""
import json, re

SRC = "/usr/share/vim/vim90/colors/lists/csscolors.vim"
pat = re.compile(r"'css_([a-z]+)':\s*'#([0-9A-Fa-f]{6})'")
rows = []
with open(SRC, encoding="utf-8") as f:
    for line in f:
        m = pat.search(line)
        if m:
            name, hx = m.group(1), m.group(2).lower()
            rows.append({
                "vim_name": "css_" + name,
                "css_name": name,
                "hex": "#" + hx,
                "red": int(hx[0:2], 16),
                "green": int(hx[2:4], 16),
                "blue": int(hx[4:6], 16),
            })

with open("vim-css-colors.json", "w", encoding="utf-8") as out:
    json.dump(rows, out, indent=1)
    out.write("\n")
