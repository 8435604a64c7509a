#!/usr/bin/python3
"""Recompute every answer of metadata.jsonl from the attachments and compare."""
import csv, json, re
from datetime import date

def lines(fn):
    return open(fn, encoding='utf-8').read().split('\n')

got = {}
tk = lines('tk8.6-copyright.txt')
got[1] = re.search(r'debianized by (.+?) <', tk[0]).group(1)
cl = [l for l in tk[3:39] if l.startswith('Copyright ')]
got[2] = str(len(cl))
years = [(int(re.match(r'Copyright (\d{4})', l).group(1)), l) for l in cl if re.match(r'Copyright \d{4}', l)]
mn = min(y for y, _ in years)
earliest = [l for y, l in years if y == mn]
assert len(earliest) == 1
got[3] = re.sub(r'^Copyright [\d, -]+', '', earliest[0]).strip()

z = lines('zlib-ChangeLog.txt')
heads = [i for i, l in enumerate(z) if l.startswith('Changes in')]
first = z[heads[0] + 1:heads[1]]
got[4] = str(sum(1 for l in first if l.startswith('- ')))
i51 = next(i for i, l in enumerate(z) if 'crc32_combine(), to speed it up by a factor of 200' in l)
h = max(h for h in heads if h < i51)
got[5] = re.search(r'\((.*)\)', z[h]).group(1)
got[6] = re.search(r'\[(\S+) skipped', '\n'.join(z)).group(1)
got[7] = str((date(2022, 10, 13) - date(2022, 3, 27)).days)
assert z[3] == 'Changes in 1.2.13 (13 Oct 2022)' and z[15] == 'Changes in 1.2.12 (27 Mar 2022)'

k = open('ssh-keyscan.1.txt', encoding='utf-8').read()
got[8] = re.search(r'fault is (\d+) seconds', k).group(1)
poss = re.findall(r'“([\w-]+)”', re.search(r'possible values are(.*?)Multiple', k, re.S).group(1))
dflt = re.findall(r'“([\w-]+)”', re.search(r'The default is to fetch(.*?)keys', k, re.S).group(1))
got[9] = ', '.join(t for t in poss if t not in dflt)
rfc_year = int(re.search(r'RFC\s+\d+, (\d{4})', k).group(1))
page_year = int(re.search(r'October 28, (\d{4})', k).group(1))
got[10] = str(page_year - rfc_year)

x = open('xz-utils-README.txt', encoding='utf-8').read()
got[11] = {'four': '4'}[re.search(r'up to (\w+) filters', x).group(1)]
got[12] = re.search(r'The nick is (\w+)', x).group(1)
got[13] = re.search(r'^(\d+)\. Version numbering\n-+', x, re.M).group(1)

import xml.etree.ElementTree as ET
root = ET.parse('org.freedesktop.systemd1.policy.xml').getroot()
acts = root.findall('action')
got[14] = str(len(acts))
no = [a.get('id') for a in acts if a.find('defaults/allow_inactive').text == 'no']
assert len(no) == 1
got[15] = no[0]
muf = next(a for a in acts if a.find('description').text == 'Manage system service or unit files')
got[16] = ', '.join(muf.find("annotate[@key='org.freedesktop.policykit.imply']").text.split())

rows = list(csv.DictReader(open('x11-greek-keysyms.csv', encoding='utf-8')))
got[17] = next(r['keysym'] for r in rows if r['unicode'] == 'U+2015')
got[18] = str(sum(1 for r in rows if re.fullmatch(r'GREEK CAPITAL LETTER \w+ WITH TONOS', r['comment'])))
from collections import Counter
c = Counter(r['value'] for r in rows)
got[19] = ', '.join(sorted((v for v, n in c.items() if n > 1), key=lambda v: int(v, 16)))
top = max(rows, key=lambda r: int(r['value'], 16))
got[20] = re.search(r'Alias for (\S+)', top['comment']).group(1)

d = json.load(open('virtual-pci-devices.json', encoding='utf-8'))
got[21] = str(sum(1 for e in d if e['vendor'] == 'Red Hat, Inc.'))
got[22] = str(sum(1 for e in d if e['subsystem_models']))
vm = [e for e in d if e['vendor'] == 'VMware']
got[23] = max(vm, key=lambda e: int(e['device_id'], 16))['model']
vmi = next(e for e in vm if e['model'] == 'Virtual Machine Interface')
assert len(vmi['subsystem_models']) == 1
got[24] = re.search(r'\(([^()]*)\)$', vmi['subsystem_models'][0]).group(1)

ok = True
for line in open('metadata.jsonl', encoding='utf-8'):
    t = json.loads(line)
    n = int(t['task_id'].split('-')[1])
    same = got[n] == t['Final answer']
    ok &= same
    print(t['task_id'], 'OK ' if same else 'BAD', repr(got[n]), '' if same else repr(t['Final answer']))
print('ALL OK' if ok else 'MISMATCH')
