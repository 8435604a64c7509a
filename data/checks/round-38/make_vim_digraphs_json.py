#!/usr/bin/python3
"""Write vim-digraphs-latin-ext-a.json: the rows of Vim's multibyte digraph table
(section *digraph-table-mbyte* of /usr/share/vim/vim90/doc/digraph.txt) whose code
point lies in U+0100..U+017F (Unicode block Latin Extended-A), in file order."""
import json

SRC = "/usr/share/vim/vim90/doc/digraph.txt"
rows = []
in_table = False
with open(SRC, encoding="utf-8") as f:
    for line in f:
        line = line.rstrip("\n")
        if "*digraph-table-mbyte*" in line:
            in_table = True
            continue
        if not in_table:
            continue
        parts = line.split("\t")
        if len(parts) != 5:
            continue
        char, digraph, hexcode, dec, name = parts
        try:
            cp = int(hexcode, 16)
        except ValueError:
            continue
        if 0x0100 <= cp <= 0x017F:
            rows.append({
                "character": char,
                "digraph": digraph,
                "hex": hexcode,
                "decimal": int(dec),
                "name": name,
            })
with open("vim-digraphs-latin-ext-a.json", "w", encoding="utf-8") as f:
    json.dump(rows, f, ensure_ascii=False, indent=1)
    f.write("\n")
