#!/usr/bin/python3
"""Make vim-oldturkic-orkhon-keymap.json from Vim's Old Turkic (Orkhon) keymap
(/usr/share/vim/vim90/keymap/oldturkic-orkhon_utf-8.vim, package vim-runtime).
One entry per mapping line after 'loadkeymap', in file order; the four
tab-separated columns are key sequence, character, code point, Unicode name."""
import json

SRC = "/usr/share/vim/vim90/keymap/oldturkic-orkhon_utf-8.vim"

entries = []
started = False
with open(SRC, encoding="utf-8") as f:
    for line in f:
        line = line.rstrip("\n")
        if not started:
            started = line.strip() == "loadkeymap"
            continue
        if not line.strip() or line.lstrip().startswith('"'):
            continue
        keys, char, cp, name = line.split("\t")[:4]
        entries.append({
            "key_sequence": keys,
            "character": char,
            "codepoint": "U+" + cp,
            "unicode_name": name,
        })

with open("vim-oldturkic-orkhon-keymap.json", "w", encoding="utf-8") as out:
    json.dump(entries, out, ensure_ascii=False, indent=1)
    out.write("\n")
