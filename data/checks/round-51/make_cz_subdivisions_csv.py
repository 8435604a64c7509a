#!/usr/bin/python3
"""Czech Republic (CZ) ISO 3166-2 subdivisions from iso-codes -> CSV.

Source: /usr/share/iso-codes/json/iso_3166-2.json (package iso-codes).
Columns: code, name, type, parent (the parent's full code, e.g. CZ-20; empty
for the regions and the capital city). Rows keep the order of the source file.
"""
import csv
import json
import sys

with open('/usr/share/iso-codes/json/iso_3166-2.json', encoding='utf-8') as f:
    data = json.load(f)['3166-2']

rows = [r for r in data if r['code'].startswith('CZ-')]
out = csv.writer(sys.stdout, lineterminator='\n')
out.writerow(['code', 'name', 'type', 'parent'])
for r in rows:
    parent = 'CZ-' + r['parent'] if 'parent' in r else ''
    out.writerow([r['code'], r['name'], r['type'], parent])
