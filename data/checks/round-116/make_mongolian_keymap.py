"""Table of the Vim Mongolian keymap (vim-runtime): one row per key mapping.

Source: /usr/share/vim/vim90/keymap/mongolian_utf-8.vim (lines after 'loadkeymap').
Columns: key typed, character produced, its Unicode code point, and the
character's official Unicode name (from Python's unicodedata module; the
keymap's own comment column is not used because it contains typos).
"""
import csv
import sys
import unicodedata

SRC = "/usr/share/vim/vim90/keymap/mongolian_utf-8.vim"

rows = []
seen_loadkeymap = False
with open(SRC, encoding="utf-8") as f:
    for line in f:
        line = line.rstrip("\n")
        if not seen_loadkeymap:
            seen_loadkeymap = line.strip() == "loadkeymap"
            continue
        if not line.strip() or line.lstrip().startswith('"'):
            continue
        parts = line.split("\t")
        if len(parts) < 2:
            parts = line.split(None, 2)
        key = parts[0]
        if key.startswith("\\") and len(key) == 2:
            key = key[1]  # '\"' in the keymap means the key '"'
        char = parts[1]
        rows.append({
            "key": key,
            "character": char,
            "code_point": "U+%04X" % ord(char),
            "unicode_name": unicodedata.name(char),
        })

w = csv.DictWriter(sys.stdout, fieldnames=["key", "character", "code_point", "unicode_name"], lineterminator="\n")
w.writeheader()
w.writerows(rows)
