#!/usr/bin/python3
"""Spain's ISO 3166-2 subdivisions from the iso-codes package -> CSV.

Source: /usr/share/iso-codes/json/iso_3166-2.json (package iso-codes).
One row per entry whose code starts with "ES-", in the file's order (sorted by code).
Columns: code, name, type, parent_code, parent_name.  parent_code is the full
ISO code of the parent entry ("ES-" + the file's "parent" field); parent_name is
that entry's name; both are empty for entries without a parent.
"""
import csv, json

with open('/usr/share/iso-codes/json/iso_3166-2.json', encoding='utf-8') as f:
    data = json.load(f)['3166-2']
rows = [x for x in data if x['code'].startswith('ES-')]
names = {x['code']: x['name'] for x in rows}
with open('spain-subdivisions.csv', 'w', newline='', encoding='utf-8') as out:
    w = csv.writer(out)
    w.writerow(['code', 'name', 'type', 'parent_code', 'parent_name'])
    for x in rows:
        pc = 'ES-' + x['parent'] if 'parent' in x else ''
        w.writerow([x['code'], x['name'], x['type'], pc, names.get(pc, '')])
