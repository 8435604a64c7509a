#!/usr/bin/python3
"""Mirrors per country in /usr/share/python-apt/templates/Ubuntu.mirrors
(grouped by the '#LOC:XX' lines), in file order."""
import json, sys

out = []
cur = None
for line in open('/usr/share/python-apt/templates/Ubuntu.mirrors', encoding='utf-8'):
    line = line.strip()
    if line.startswith('#LOC:'):
        cur = {'country_code': line[5:], 'mirror_count': 0, 'http_mirrors': 0,
               'https_mirrors': 0, 'first_mirror': ''}
        out.append(cur)
    elif line and cur is not None:
        cur['mirror_count'] += 1
        if line.startswith('https://'):
            cur['https_mirrors'] += 1
        elif line.startswith('http://'):
            cur['http_mirrors'] += 1
        if not cur['first_mirror']:
            cur['first_mirror'] = line
json.dump(out, sys.stdout, indent=1)
sys.stdout.write('\n')
