#!/usr/bin/python3
"""Recompute every answer of metadata.jsonl from the attachments (run from this folder)."""
import csv, datetime, json, re
A = {}
L = open('rpcsvc-proto-copyright.txt', encoding='utf-8').read().split('\n')
paras, cur = [], None
for l in L:
    if l.startswith('Files:'):
        cur = {'files': [l[6:].strip()]}; paras.append(cur)
    elif cur is not None and l.startswith('       '):
        cur['files'].append(l.strip())
    elif cur is not None and l.startswith('Copyright:'):
        cur['copy'] = l[10:].strip()
    elif cur is not None and l.startswith('License:'):
        cur['lic'] = l[8:].strip(); cur = None
A[1] = [p['copy'] for p in paras if p['files'] == ['debian/*']][0].split(', ')[1]
A[2] = str(sum(len(p['files']) for p in paras if 'Oracle America' in p['copy']))
lic = [p['lic'] for p in paras if 'Ulrich Drepper' in p['copy']][0]
A[3] = str(sum(len(p['files']) for p in paras if p['lic'] == lic))
C = open('oauthlib-CHANGELOG.txt', encoding='utf-8').read().split('\n')
rel = [(i, m.group(1), m.group(2)) for i, l in enumerate(C) for m in [re.match(r'^(\S+) \((\d{4}-\d\d-\d\d)\)$', l)] if m]
def rel_of(line):  # release heading above a given 0-based line
    return [r for r in rel if r[0] < line][-1]
A[4] = re.search(r'CVE-\d+-\d+', '\n'.join(C[rel[0][0]:rel[1][0]])).group(0)
A[5] = rel_of([i for i, l in enumerate(C) if 'Replace pycrypto with cryptography' in l][0])[2]
d1 = rel_of([i for i, l in enumerate(C) if 'Add PKCE support for Client' in l][0])[2]
d2 = rel_of([i for i, l in enumerate(C) if 'CVE-' in l][0])[2]
A[6] = str((datetime.date.fromisoformat(d2) - datetime.date.fromisoformat(d1)).days)
from collections import Counter
cnt = Counter(d for _, _, d in rel)
A[7] = ', '.join(sorted(v for _, v, d in rel if cnt[d] > 1))
M = open('sqlite3.1.txt', encoding='utf-8').read().split('\n')
heads = [(i, l) for i, l in enumerate(M) if re.match(r'^[A-Z][A-Z ]+$', l)]
A[8] = [h for i, h in heads if i < [j for j, l in enumerate(M) if 'main prompt' in l][0]][-1]
k = [i for i, l in enumerate(M) if '.mode MODE' in l][0] + 1
n = 0
while re.match(r'^ {32}\w+\s{2,}', M[k + n]): n += 1
A[9] = str(n)
pr = [int(m.group(1)) for l in M for m in [re.search(r"insert into memos values\('.*', (\d+)\)", l)] if m]
A[10] = str(max(pr) - min(pr))
R = open('xmltodict-README.md', encoding='utf-8').read().split('\n')
A[11] = re.search(r'\[(\w+)\]\([^)]*pyexpat', '\n'.join(R)).group(1)
k = [i for i, l in enumerate(R) if 'item_callback=handle_artist' in l][0]
A[12] = R[k + 3]
h = [i for i, l in enumerate(R) if l.startswith('## Ok, how do I get it?')][0]
A[13] = str(sum(1 for l in R[h:] if l.startswith('### ')))
Q = open('vim-quotes.txt', encoding='utf-8').read()
A[14] = re.search(r'The Law of Vim:.*?\((\w+)\)', Q, re.S).group(1)
who = re.search(r'stone chisel\.\s+\(([^,]+),', Q).group(1)
A[15] = re.search(r'first-born (\w+)\.\s+\(' + who.split()[0] + r'\s+' + who.split()[1], Q).group(1)
A[16] = str(len(re.findall(r'\(Tony\s+Nugent', Q)))
A[17] = re.search(r'noun - ([^.]+)\.', Q).group(1)
rows = list(csv.DictReader(open('pci-device-classes.csv', encoding='utf-8')))
A[18] = [r['class_name'] for r in rows if r['subclass_name'] == 'SD Host controller'][0]
mx = max(int(r['interface_count']) for r in rows)
A[19] = ', '.join(r['subclass_name'] for r in rows if int(r['interface_count']) == mx)
A[20] = ', '.join(r['class_name'] for r in rows if r['subclass_code'] == '')
usb = [r for r in rows if r['subclass_name'] == 'USB controller'][0]['interfaces'].split('; ')
A[21] = [x.split()[0] for x in usb if x.split(' ', 1)[1] == 'XHCI'][0]
J = json.load(open('enclosed-alphanumerics.json', encoding='utf-8'))
A[22] = [r['codepoint'] for r in J if r['name'] == 'DOUBLE CIRCLED NUMBER TEN'][0]
A[23] = str(sum(1 for r in J if r['numeric'] is None))
A[24] = str(sum(r['numeric'] for r in J if r['name'].startswith('NEGATIVE CIRCLED')))
ok = True
for line in open('metadata.jsonl', encoding='utf-8'):
    t = json.loads(line); i = int(t['task_id'].split('-')[1])
    good = A[i] == t['Final answer']; ok &= good
    print(t['task_id'], 'OK ' if good else 'BAD', repr(A[i]), repr(t['Final answer']))
print('all OK' if ok else 'MISMATCH')
