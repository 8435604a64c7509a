#!/usr/bin/python3
"""Recomputes every Final answer in metadata.jsonl from the attachments and compares."""
import csv, datetime, json, re

def lines(fn):
    return open(fn, encoding='utf-8').read().split('\n')

got = {}
S = open('cyrus-sasl2-copyright.txt', encoding='utf-8').read()
paras = [p for p in S.split('\n\n') if p.startswith('Files:')]
chu = [p.split('\n')[0].split()[1] for p in paras if 'Howard Chu' in p]
got['01'] = [f for f in chu if not f.startswith('plugins/')][0]
got['02'] = str(sum(bool(re.search(r'^License: GPL-3\+$', p, re.M)) for p in paras))
L = lines('cyrus-sasl2-copyright.txt')
i = L.index('License: BSD-4-clause')
got['03'] = next(l.strip() for l in L[i:] if 'Office' in l)

C = lines('perl-JSON-Changes.txt')
vers = [l.split()[0] for l in C if re.match(r'^\d+\.\d+', l)]
got['04'] = vers[-1]
got['05'] = next(C[j].split()[0] for j in range(C.index([l for l in C if 'quadmath' in l][0]), 0, -1) if re.match(r'^\d', C[j]))
d = {l.split()[0]: l.split()[1] for l in C if re.match(r'^\d+\.\d+\S* \d{4}-', l)}
nonref = next(C[j].split()[0] for j in range(C.index([l for l in C if 'enabled allow_nonref' in l][0]), 0, -1) if re.match(r'^\d', C[j]))
days = (datetime.date.fromisoformat(d['4.00']) - datetime.date.fromisoformat(d[nonref])).days
got['06'] = str(days)
got['07'] = re.search(r'JSON::PP (\S+)', C[3]).group(1)

M = open('charsets.7.txt', encoding='utf-8').read()
got['08'] = re.search(r'(8859-\d+)\s+This character set does not exist', M).group(1)
assert '8859-9 later superseded it for Turkish' in re.sub(r'\s+', ' ', M)
got['09'] = re.search(r'8859-9 \((Latin-\d+)\)', M).group(1)
y = re.search(r'Modern Greek in (\d{4}), updated in (\d{4})', M)
got['10'] = str(int(y.group(2)) - int(y.group(1)))
got['11'] = re.search(r'KS C 5601 is an older name\s+for (KS X \d+)', M).group(1)

R = lines('gnutls-README.md')
got['12'] = re.search(r'use ([\d.]+) or later', [l for l in R if 'Automake]' in l][0]).group(1)
got['13'] = re.search(r'\[(\w+)\]', [l for l in R if 'datetime parser' in l][0]).group(1)
first = R[21:53]
assert all(l.startswith('* ') for l in first) and not R[53].startswith('* ')
got['14'] = str(sum('optional' not in l for l in first))
got['15'] = re.search(r'Ubuntu <= (\d+\.\d+)', '\n'.join(R)).group(1)

D = open('dbus-session.conf', encoding='utf-8').read()
got['16'] = re.search(r'fallback to (\w+)', D).group(1)
lim = dict(re.findall(r'<limit name="(\w+)">(\d+)</limit>', D))
got['17'] = str(int(lim['auth_timeout']) - int(lim['pending_fd_timeout']))
got['18'] = str(len(re.findall(r'<limit ', D)))

rows = list(csv.DictReader(open('south-asia-iso3166-2.csv', encoding='utf-8')))
ut = [r for r in rows if r['country'] == 'India' and r['type'] == 'Union territory']
got['19'] = str(len(ut))
got['20'] = ', '.join(sorted(r['code'] for r in ut if re.search(r'\band\b', r['name'])))
dhaka = [r['code'] for r in rows if r['country'] == 'Bangladesh' and r['type'] == 'Division' and r['name'] == 'Dhaka']
assert len(dhaka) == 1
got['21'] = str(sum(r['type'] == 'District' and r['parent'] == dhaka[0] for r in rows))

A = json.load(open('aegean-numbers.json', encoding='utf-8'))['characters']
got['22'] = str(sum(c['numeric_value'] is None for c in A))
got['23'] = max((c for c in A if c['numeric_value'] is not None), key=lambda c: c['numeric_value'])['codepoint']
v = {c['codepoint']: c['numeric_value'] for c in A}
got['24'] = str(v['U+1011F'] + v['U+1012E'])

ok = True
for line in open('metadata.jsonl', encoding='utf-8'):
    q = json.loads(line)
    k = q['task_id'][-2:]
    flag = 'ok' if got[k] == q['Final answer'] else 'MISMATCH'
    ok &= flag == 'ok'
    print(q['task_id'], repr(q['Final answer']), repr(got[k]), flag)
print('ALL OK' if ok else 'FAIL')
