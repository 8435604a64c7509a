#!/usr/bin/python3
"""Greek keysyms of X11 (keysymdef.h, x11proto-dev) -> CSV on stdout.

Every '#define XK_Greek_* 0x....' line in the Greek section, in file order.
Columns: keysym (name without the XK_ prefix), value (hex as written),
unicode (U+XXXX from the comment, empty if none), comment (rest of the comment).
"""
import csv, re, sys

rows = []
pat = re.compile(r'^#define XK_(Greek_\w+)\s+(0x[0-9a-fA-F]+)\s*(?:/\*\s*(.*?)\s*\*/)?\s*$')
with open('/usr/include/X11/keysymdef.h', encoding='utf-8') as f:
    for line in f:
        m = pat.match(line)
        if not m:
            continue
        name, value, comment = m.group(1), m.group(2), m.group(3) or ''
        uni = ''
        um = re.match(r'(U\+[0-9A-F]{4,6})\s+(.*)', comment)
        if um:
            uni, comment = um.group(1), um.group(2)
        rows.append((name, value, uni, comment))

w = csv.writer(sys.stdout, lineterminator='\n')
w.writerow(['keysym', 'value', 'unicode', 'comment'])
w.writerows(rows)
