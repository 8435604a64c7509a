#!/usr/bin/python3
"""Turn the link lines ("L TARGET ALIAS") of /usr/share/zoneinfo/tzdata.zi (tzdata)
into a CSV with columns alias,target,target_region. target_region is the part of the
target before the first '/' (or the whole target when it has no '/'). Rows sorted by alias."""
import csv, sys
rows = []
with open('/usr/share/zoneinfo/tzdata.zi', encoding='utf-8') as f:
    for line in f:
        if line.startswith('L '):
            _, target, alias = line.split()
            rows.append({'alias': alias, 'target': target,
                         'target_region': target.split('/', 1)[0]})
rows.sort(key=lambda r: r['alias'])
with open('tz-links.csv', 'w', newline='', encoding='utf-8') as out:
    w = csv.DictWriter(out, fieldnames=['alias', 'target', 'target_region'], lineterminator='\n')
    w.writeheader()
    w.writerows(rows)
print(len(rows), 'rows', file=sys.stderr)
