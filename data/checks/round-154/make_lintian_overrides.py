#!/usr/bin/python3
"""Summarise the lintian override files shipped by installed packages whose
names start with n..z (/usr/share/lintian/overrides/PACKAGE) as a CSV table."""
import csv, os, re, sys
from collections import Counter

D = '/usr/share/lintian/overrides'
PREFIX = re.compile(r'^[a-z0-9][a-z0-9.+-]*(?: (?:binary|source|udeb))?: ')
rows = []
for pkg in sorted(os.listdir(D)):
    if not ('n' <= pkg[0] <= 'z'):
        continue
    comments = 0
    tags = []
    with open(os.path.join(D, pkg), encoding='utf-8') as f:
        for line in f:
            s = line.strip()
            if not s:
                continue
            if s.startswith('#'):
                comments += 1
                continue
            s = PREFIX.sub('', s)
            tags.append(s.split()[0])
    c = Counter(tags)
    rows.append({
        'package': pkg,
        'override_lines': len(tags),
        'distinct_tags': len(c),
        'comment_lines': comments,
        'tags': ';'.join(sorted(c)),
    })
w = csv.DictWriter(sys.stdout, fieldnames=list(rows[0]), lineterminator='\n')
w.writeheader()
w.writerows(rows)
