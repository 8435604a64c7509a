#!/usr/bin/python3
"""Table of Vim keymap files shipped in vim-runtime (/usr/share/vim/vim90/keymap)."""
import glob, json, os, re

rows = []
for path in sorted(glob.glob('/usr/share/vim/vim90/keymap/*.vim')):
    with open(path, encoding='latin-1') as f:
        lines = f.read().splitlines()
    if not any(l.strip() == 'loadkeymap' for l in lines):
        continue  # wrapper files that only source another keymap
    name = enc = None
    for l in lines:
        m = re.match(r'\s*let\s+b:keymap_name\s*=\s*"([^"]*)"', l)
        if m and name is None:
            name = m.group(1)
        m = re.match(r'\s*scriptencoding\s+(\S+)', l)
        if m and enc is None:
            enc = m.group(1)
    start = [i for i, l in enumerate(lines) if l.strip() == 'loadkeymap'][0]
    maps = [l for l in lines[start + 1:] if l.strip() and not l.lstrip().startswith('"')]
    rows.append({'file': os.path.basename(path), 'keymap_name': name,
                 'script_encoding': enc, 'mapping_lines': len(maps)})
with open('vim-keymaps.json', 'w', encoding='utf-8') as f:
    json.dump(rows, f, indent=1, ensure_ascii=False)
    f.write('\n')
