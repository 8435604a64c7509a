#!/usr/bin/python3
"""Re-derive every answer of metadata.jsonl from the attachments (run from this folder)."""
import csv, datetime, json, re

def lines(fn):
    return open(fn, encoding='utf-8').read().split('\n')

got = {}
C = lines('nghttp2-copyright.txt')
i = C.index('Files: doc/_themes/sphinx_rtd_theme/search.html')
got['01'] = C[i + 2].split(': ')[1]
i = C.index('Files: m4/ax_python_devel.m4')
j = next(k for k in range(i, len(C)) if C[k].startswith('License:'))
got['02'] = str(len(C[i + 1:j]))
lic = next(k for k, l in enumerate(C) if 'in any medium without royalty' in l)
name = next(C[k] for k in range(lic, 0, -1) if C[k].startswith('License:')).split(': ')[1]
files = [C[k - 4] for k, l in enumerate(C) if l == 'License: ' + name and C[k - 4].startswith('Files:')]
got['03'] = files[0].split(': ')[1]

R = lines('diff-highlight-README.txt')
got['04'] = re.search(r'"(--[a-z-]+)"', R[8]).group(1)
got['05'] = re.search(r'newHighlight = "black (#\w+)"', '\n'.join(R)).group(1)
i = R.index('[pager]')
got['06'] = str(sum(1 for l in R[i + 1:i + 6] if 'diff-highlight' in l))

S = lines('sched.7.txt'); St = '\n'.join(S)
got['07'] = re.search(r'SCHED_OTHER  policy  is  actually\n\s+named (SCHED_\w+)', St).group(1)
got['08'] = re.search(r'factor of ([\d.]+)', St).group(1)
per = int(re.search(r'default\s+value\s+in\s+this\s+file\s+is\s+([\d,]+)\s+\(1\s', St).group(1).replace(',', ''))
run = int(re.search(r'fault value in this file is ([\d,]+) \(0\.95', St).group(1).replace(',', ''))
got['09'] = str(per - run)
api = S[S.index('   API summary'):S.index('   Scheduling policies')]
got['10'] = str(sum(1 for l in api if re.fullmatch(r'       [a-z_]+\(2\)', l)))

L = lines('libassuan-ChangeLog.txt')
rel = []; date = None
for n, l in enumerate(L, 1):
    m = re.match(r'^(\d{4}-\d\d-\d\d)\s', l)
    if m: date = m.group(1)
    m = re.match(r'^\tRelease (?:version )?(\d[\d.]*\d)\.$', l)
    if m: rel.append((m.group(1), date))
got['11'] = rel[0][0]
dd = {}
for v, d in rel: dd.setdefault(d, []).append(v)
got['12'] = ', '.join(sorted(next(v for v in dd.values() if len(v) > 1)))
date = None
for l in L:
    m = re.match(r'^(\d{4}-\d\d-\d\d)\s', l)
    if m: date = m.group(1)
    if 'Require libgpg-error 1.17' in l: got['13'] = date
r = dict(rel)
d = lambda s: datetime.date.fromisoformat(s)
got['14'] = str((d(r['2.4.2']) - d(r['2.4.1'])).days)

T = lines('dpkg-triggers-spec.txt'); Tt = '\n'.join(T)
got['15'] = ', '.join(sorted(re.findall(r'‘(triggers-\w+)’', Tt[Tt.index('two new dpkg status'):][:120])))
rows = [re.split(r'\t+', l) for l in T if l.startswith(' --') and '\t' in l]
must = [r[0] for r in rows if r[1] == 'must']  # column 'Trigproc these'
assert len(must) == 1
got['16'] = must[0].split()[0]
got['17'] = next(re.match(r'\s*(\d)\.', l).group(1) for l in T if re.match(r'\s*\d\. Update debhelper', l))
got['18'] = re.search(r'\(eg,\n\s*([\w-]+)\)', Tt).group(1)

X = list(csv.DictReader(open('cp1251-upper-half.csv', encoding='utf-8')))
miss = sorted(set(range(128, 256)) - {int(x['byte_decimal']) for x in X})
got['19'] = ', '.join('0x%02X' % b for b in miss)
from collections import Counter
c = Counter(re.search(r'\((\w+)\)', x['name']).group(1) for x in X if '(' in x['name'])
got['20'] = c.most_common(1)[0][0]
b = {x['name']: int(x['byte_decimal']) for x in X}
got['21'] = str(b['CYRILLIC SMALL LETTER IO'] - b['CYRILLIC CAPITAL LETTER IO'])

J = json.load(open('china-subdivisions.json', encoding='utf-8'))
got['22'] = ', '.join(sorted(e['name'] for e in J if e['type'] == 'Municipality'))
got['23'] = next(e['code'] for e in J if e['name'] == 'Nei Mongol Zizhiqu')
got['24'] = str(sum(1 for e in J if e['type'] not in ('Province', 'Municipality')))

ok = True
for l in open('metadata.jsonl', encoding='utf-8'):
    q = json.loads(l); k = q['task_id'][-2:]
    flag = 'OK ' if got.get(k) == q['Final answer'] else 'BAD'
    ok &= flag == 'OK '
    print(flag, q['task_id'], repr(q['Final answer']), repr(got.get(k)))
print('all OK' if ok else 'MISMATCH')
