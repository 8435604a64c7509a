#!/usr/bin/python3
"""CP1251 (Windows Cyrillic) upper half, bytes 0x80-0xFF, from glibc's locales charmap -> CSV."""
import csv, gzip, re

rows = []
with gzip.open('/usr/share/i18n/charmaps/CP1251.gz', 'rt', encoding='ascii') as f:
    in_map = False
    for line in f:
        line = line.rstrip('\n')
        if line == 'CHARMAP':
            in_map = True
            continue
        if line.startswith('END CHARMAP'):
            break
        if not in_map:
            continue
        m = re.match(r'<U([0-9A-F]{4,})>\s+/x([0-9a-f]{2})\s+(.*)$', line)
        if not m:
            continue
        cp, byte, name = m.groups()
        b = int(byte, 16)
        if b < 0x80:
            continue
        rows.append({'byte_hex': '0x%02X' % b, 'byte_decimal': b,
                     'unicode': 'U+' + cp, 'character': chr(int(cp, 16)),
                     'name': name})

rows.sort(key=lambda r: r['byte_decimal'])
with open('cp1251-upper-half.csv', 'w', newline='', encoding='utf-8') as out:
    w = csv.DictWriter(out, fieldnames=['byte_hex', 'byte_decimal', 'unicode', 'character', 'name'])
    w.writeheader()
    w.writerows(rows)
print(len(rows), 'rows')
