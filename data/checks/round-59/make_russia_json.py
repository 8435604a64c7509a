#!/usr/bin/python3
"""Russian Federation subdivisions (ISO 3166-2:RU) from iso-codes -> russia-subdivisions.json."""
import json
data = json.load(open('/usr/share/iso-codes/json/iso_3166-2.json', encoding='utf-8'))['3166-2']
rows = [{'code': x['code'], 'name': x['name'], 'type': x['type']}
        for x in data if x['code'].startswith('RU-')]
rows.sort(key=lambda r: r['code'])
with open('russia-subdivisions.json', 'w', encoding='utf-8') as f:
    json.dump(rows, f, ensure_ascii=False, indent=2)
    f.write('\n')
print(len(rows), 'subdivisions')
