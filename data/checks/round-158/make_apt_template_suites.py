#!/usr/bin/python3
"""One row per 'Suite:' stanza of the python-apt distribution templates
(/usr/share/python-apt/templates/*.info), in file order (files sorted by name)."""
import csv, glob, os, sys

rows = []
for path in sorted(glob.glob('/usr/share/python-apt/templates/*.info')):
    distro = os.path.basename(path)[:-len('.info')]
    cur = None
    for line in open(path, encoding='utf-8'):
        line = line.rstrip('\n')
        if ':' not in line:
            continue
        key, _, val = line.partition(':')
        val = val.strip()
        if key == 'Suite':
            cur = {'template': distro, 'suite': val, 'parent_suite': '',
                   'repository_type': '', 'official': '', 'base_uri': '',
                   'description': '', 'components': []}
            rows.append(cur)
        elif cur is None:
            continue
        elif key == 'ParentSuite':
            cur['parent_suite'] = val
        elif key == 'RepositoryType':
            cur['repository_type'] = val
        elif key == 'Official':
            cur['official'] = val
        elif key == 'BaseURI':
            cur['base_uri'] = val
        elif key == 'Description':
            cur['description'] = val
        elif key == 'Component':
            cur['components'].append(val)

w = csv.writer(sys.stdout, lineterminator='\n')
w.writerow(['template', 'suite', 'parent_suite', 'repository_type', 'official',
            'base_uri', 'description', 'components', 'component_count'])
for r in rows:
    w.writerow([r['template'], r['suite'], r['parent_suite'], r['repository_type'],
                r['official'], r['base_uri'], r['description'],
                ' '.join(r['components']), len(r['components'])])
