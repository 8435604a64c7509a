#!/usr/bin/python3
"""Build python-metadata-fields-by-version.csv from pip's vendored distlib
(/usr/lib/python3/dist-packages/pip/_vendor/distlib/metadata.py, package python3-pip).
One row per core-metadata field; a column per metadata version (field tuple in distlib)
saying whether that version's field list contains the field."""
import csv, sys
sys.path.insert(0, '/usr/lib/python3/dist-packages')
from pip._vendor.distlib import metadata as m

versions = [('1.0', 'PEP 241', m._241_FIELDS), ('1.1', 'PEP 314', m._314_FIELDS),
            ('1.2', 'PEP 345', m._345_FIELDS), ('2.0 (draft)', 'PEP 426', m._426_FIELDS),
            ('2.1', 'PEP 566', m._566_FIELDS), ('2.2', 'PEP 643', m._643_FIELDS)]
order = []
for _, _, fields in versions:
    for f in fields:
        if f not in order:
            order.append(f)
cols = ['field'] + ['in_metadata_%s_%s' % (v.split()[0].replace('.', '_'), pep.replace(' ', '').lower())
                    for v, pep, _ in versions] + ['first_version', 'number_of_versions']
with open('python-metadata-fields-by-version.csv', 'w', newline='') as fh:
    w = csv.writer(fh)
    w.writerow(cols)
    for f in order:
        flags = [('yes' if f in fields else 'no') for _, _, fields in versions]
        first = next(v.split()[0] for v, _, fields in versions if f in fields)
        w.writerow([f] + flags + [first, flags.count('yes')])
