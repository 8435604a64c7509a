#!/usr/bin/python3
"""Write xkb-evdev-keycodes.csv from /usr/share/X11/xkb/keycodes/evdev (xkb-data).
One row per key name defined (or aliased) in the default "evdev" keycode map,
in file order; commented-out definitions are skipped. Alias rows get the
keycode of the key they point to."""
import csv
import re

SRC = '/usr/share/X11/xkb/keycodes/evdev'
key_re = re.compile(r'^\s*<([^>]+)>\s*=\s*(\d+)\s*;\s*(?://\s*(.*))?$')
alias_re = re.compile(r'^\s*alias\s+<([^>]+)>\s*=\s*<([^>]+)>\s*;\s*(?://\s*(.*))?$')
define_re = re.compile(r'#define\s+(KEY_\w+)\s+(\d+)')

rows = []
codes = {}
with open(SRC, encoding='utf-8') as f:
    for line in f:
        m = key_re.match(line)
        if m:
            name, code, comment = m.group(1), int(m.group(2)), m.group(3)
            codes[name] = code
            rows.append([name, code, '', comment])
            continue
        m = alias_re.match(line)
        if m:
            rows.append([m.group(1), None, m.group(2), m.group(3)])

out = []
for name, code, alias_of, comment in rows:
    if alias_of:
        code = codes[alias_of]
    const = lcode = note = ''
    if comment:
        d = define_re.search(comment)
        if d:
            const, lcode = d.group(1), d.group(2)
        else:
            note = comment.strip()
    out.append([name, code, alias_of, const, lcode, note])

with open('xkb-evdev-keycodes.csv', 'w', newline='', encoding='utf-8') as f:
    w = csv.writer(f)
    w.writerow(['key_name', 'keycode', 'alias_of', 'linux_constant', 'linux_code', 'note'])
    w.writerows(out)
print(len(out), 'rows')
