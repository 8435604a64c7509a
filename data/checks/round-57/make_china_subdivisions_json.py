#!/usr/bin/python3
"""ISO 3166-2 subdivisions of China (codes CN-*) from iso-codes -> JSON list."""
import json

with open('/usr/share/iso-codes/json/iso_3166-2.json', encoding='utf-8') as f:
    data = json.load(f)['3166-2']
rows = [{'code': e['code'], 'name': e['name'], 'type': e['type']}
        for e in data if e['code'].startswith('CN-')]
rows.sort(key=lambda e: e['code'])
with open('china-subdivisions.json', 'w', encoding='utf-8') as out:
    json.dump(rows, out, indent=2, ensure_ascii=False)
    out.write('\n')
print(len(rows), 'subdivisions')
