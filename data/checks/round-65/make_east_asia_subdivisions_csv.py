#!/usr/bin/python3
"""ISO 3166-2 subdivisions of Japan, Mongolia, North Korea, South Korea and Taiwan (from iso-codes)
-> CSV with the country's ISO 3166-1 name, sorted by subdivision code."""
import csv, json
BASE = '/usr/share/iso-codes/json/'
with open(BASE + 'iso_3166-1.json', encoding='utf-8') as f:
    countries = {c['alpha_2']: c['name'] for c in json.load(f)['3166-1']}
with open(BASE + 'iso_3166-2.json', encoding='utf-8') as f:
    subs = json.load(f)['3166-2']
WANT = ('JP', 'KP', 'KR', 'MN', 'TW')
rows = sorted((d for d in subs if d['code'].split('-')[0] in WANT), key=lambda d: d['code'])
with open('east-asia-subdivisions.csv', 'w', newline='', encoding='utf-8') as f:
    w = csv.writer(f, lineterminator='\n')
    w.writerow(['code', 'country', 'name', 'type'])
    for d in rows:
        w.writerow([d['code'], countries[d['code'].split('-')[0]], d['name'], d['type']])
