#!/usr/bin/python3
"""Publishing keysyms (the XK_PUBLISHING block) of /usr/include/X11/keysymdef.h -> CSV.

One row per #define, in file order:
  keysym_name  - mnemonic without the XK_ prefix
  keysym_value - the hexadecimal keysym value as written
  unicode      - U+XXXX code point from the comment ('' when none)
  unicode_name - Unicode character name from the comment ('' when none)
  mapping      - 'exact' (comment " U+XXXX NAME "), 'legacy' (comment "(U+XXXX NAME)",
                 i.e. not one-to-one, deprecated per the file header) or 'none' (no comment)
"""
import csv
import re

SRC = "/usr/include/X11/keysymdef.h"
exact = re.compile(r"^#define XK_([a-zA-Z_0-9]+)\s+0x([0-9a-f]+)\s*/\* U\+([0-9A-F]{4,6}) (.*) \*/\s*$")
legacy = re.compile(r"^#define XK_([a-zA-Z_0-9]+)\s+0x([0-9a-f]+)\s*/\*\(U\+([0-9A-F]{4,6}) (.*)\)\*/\s*$")
plain = re.compile(r"^#define XK_([a-zA-Z_0-9]+)\s+0x([0-9a-f]+)\s*$")

rows = []
inside = False
with open(SRC, encoding="utf-8") as f:
    for line in f:
        line = line.rstrip("\n")
        if line.startswith("#ifdef XK_PUBLISHING"):
            inside = True
            continue
        if line.startswith("#endif /* XK_PUBLISHING */"):
            break
        if not inside or not line.startswith("#define"):
            continue
        for rx, kind in ((exact, "exact"), (legacy, "legacy"), (plain, "none")):
            m = rx.match(line)
            if m:
                g = m.groups()
                rows.append([g[0], "0x" + g[1],
                             "U+" + g[2] if kind != "none" else "",
                             g[3] if kind != "none" else "", kind])
                break
        else:
            raise SystemExit("unparsed: " + line)

with open("x11-publishing-keysyms.csv", "w", newline="", encoding="utf-8") as out:
    w = csv.writer(out, lineterminator="\n")
    w.writerow(["keysym_name", "keysym_value", "unicode", "unicode_name", "mapping"])
    w.writerows(rows)
print(len(rows), "rows")
