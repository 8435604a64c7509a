#!/usr/bin/python3
"""Make chemical-mime-types.csv from /etc/mime.types (package media-types):
one row per chemical/* MIME type, with its file extensions."""
import csv

rows = []
with open('/etc/mime.types', encoding='utf-8') as f:
    for line in f:
        line = line.strip()
        if not line or line.startswith('#'):
            continue
        parts = line.split()
        mime = parts[0]
        if not mime.startswith('chemical/'):
            continue
        exts = parts[1:]
        rows.append({
            'mime_type': mime,
            'subtype': mime.split('/', 1)[1],
            'extensions': ' '.join(exts),
            'extension_count': len(exts),
        })

with open('chemical-mime-types.csv', 'w', newline='', encoding='utf-8') as out:
    w = csv.DictWriter(out, fieldnames=['mime_type', 'subtype', 'extensions', 'extension_count'])
    w.writeheader()
    w.writerows(rows)
