#!/usr/bin/python3
"""Philippine subdivisions (ISO 3166-2:PH) from iso-codes -> philippines-subdivisions.csv.
Columns: code,name,type,parent_code (parent_code is 'PH-' + the 'parent' field, empty for regions)."""
import csv, json
data = json.load(open('/usr/share/iso-codes/json/iso_3166-2.json', encoding='utf-8'))['3166-2']
rows = [x for x in data if x['code'].startswith('PH-')]
rows.sort(key=lambda r: r['code'])
with open('philippines-subdivisions.csv', 'w', encoding='utf-8', newline='') as f:
    w = csv.writer(f, lineterminator='\n')
    w.writerow(['code', 'name', 'type', 'parent_code'])
    for x in rows:
        w.writerow([x['code'], x['name'], x['type'], ('PH-' + x['parent']) if 'parent' in x else ''])
print(len(rows), 'rows')
