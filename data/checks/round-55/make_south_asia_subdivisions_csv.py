#!/usr/bin/python3
"""ISO 3166-2 subdivisions of the eight SAARC (South Asian) countries from iso-codes
-> south-asia-iso3166-2.csv with columns country,code,name,type,parent.
country is the ISO 3166-1 short name; parent is written as a full code (country prefix added to the
iso-codes 'parent' field), empty when there is none. Rows keep the order of iso_3166-2.json."""
import csv, json

COUNTRIES = ['AF', 'BD', 'BT', 'IN', 'LK', 'MV', 'NP', 'PK']
with open('/usr/share/iso-codes/json/iso_3166-1.json', encoding='utf-8') as f:
    names = {c['alpha_2']: c['name'] for c in json.load(f)['3166-1']}
with open('/usr/share/iso-codes/json/iso_3166-2.json', encoding='utf-8') as f:
    data = json.load(f)['3166-2']
rows = [e for e in data if e['code'].split('-')[0] in COUNTRIES]
with open('south-asia-iso3166-2.csv', 'w', newline='', encoding='utf-8') as f:
    w = csv.writer(f, lineterminator='\n')
    w.writerow(['country', 'code', 'name', 'type', 'parent'])
    for e in rows:
        cc = e['code'].split('-')[0]
        parent = cc + '-' + e['parent'] if 'parent' in e else ''
        w.writerow([names[cc], e['code'], e['name'], e['type'], parent])
print(len(rows), 'rows')
