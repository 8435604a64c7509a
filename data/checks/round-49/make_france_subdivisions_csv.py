#!/usr/bin/python3
"""France's ISO 3166-2 subdivisions from iso-codes -> CSV (code,name,type,parent)."""
import csv, json
with open('/usr/share/iso-codes/json/iso_3166-2.json', encoding='utf-8') as f:
    rows = [x for x in json.load(f)['3166-2'] if x['code'].startswith('FR-')]
rows.sort(key=lambda x: x['code'])
with open('france-subdivisions.csv', 'w', newline='', encoding='utf-8') as f:
    w = csv.writer(f)
    w.writerow(['code', 'name', 'type', 'parent'])
    for x in rows:
        w.writerow([x['code'], x['name'], x['type'], x.get('parent', '')])
