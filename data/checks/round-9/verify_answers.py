#!/usr/bin/python3
"""Recompute every Final answer of metadata.jsonl from the attachments (run from this folder)."""
import re, json, csv, datetime, collections
got = {}
g = open('gfdl-1.2.txt').read()
back = int(re.search(r'Back-Cover Text may\s+be at most (\d+) words', g).group(1))
front = int(re.search(r'Front-Cover Text may\s+be at most (\d+) words', g).group(1))
got['01'] = str(back); got['02'] = str(front + back)
got['03'] = re.search(r'^([A-O])\. Delete any section Entitled "Endorsements"', g, re.M).group(1)
n = open('findutils-NEWS.txt').read()
hd = re.findall(r'^\* .*release (\S+?)[ ,(]+\(?(\d{4}-\d\d-\d\d)', n, re.M); D = dict(hd)
first_with = [v for v, _ in hd if 'files0-from' in n.split('release ' + v)[1].split('\n* ')[0]]
got['04'] = first_with[-1]
got['05'] = str((datetime.date.fromisoformat(D['4.9.0']) - datetime.date.fromisoformat(D['4.8.0'])).days)
got['06'] = re.search(r'beginning of findutils history, (\S+)', n).group(1)
t = open('dpkg-feature-removal-schedule.txt').read()
sched, hist = t.split('History of feature removals')
got['07'] = str(len(re.findall(r'^When: 1\.18\.11$', hist, re.M)))
got['08'] = re.search(r"822-date.*?switch to use '([^']+)'", t, re.S).group(1)
got['09'] = str(re.findall(r'^Status: (\w+)', sched, re.M).count('obsolete'))
m = open('inode.7.txt').read()
got['10'] = re.search(r'S_IFLNK\s+(\d+)', m).group(1)
got['11'] = ', '.join(re.split(r',\s+(?:and\s+)?', re.search(r'not supported in ([^.]+)\.', m).group(1)))
got['12'] = re.search(r'/sys report a size of (\d+)', m).group(1)
c = open('manpath.config.txt').read()
got['13'] = re.search(r'^MANDB_MAP\s+/usr/local/share/man\s+(\S+)', c, re.M).group(1)
got['14'] = str(len(re.findall(r'^MANPATH_MAP\s+\S+\s+/usr/share/man$', c, re.M)))
s = re.search(r'^SECTION\s+(.*)$', c, re.M).group(1).split()
dft = re.search(r'the default is ([^.]+?)\. ', c).group(1).split(', ')
got['15'] = str(len(s) - len(dft))
R = list(csv.DictReader(open('ubuntu-releases.csv')))
got['16'] = max((r for r in R if r['lts'] == 'no'), key=lambda r: int(r['support_days']))['codename']
got['17'] = str(sum(1 for r in R if r['lts'] == 'yes' and r['release'] < '2020-01-01'))
got['18'] = ', '.join(r['version'] for r in R if r['release'].startswith('2010-'))
i = [r['codename'] for r in R].index('Bionic Beaver'); got['19'] = R[i + 1]['support_days']
J = json.load(open('locale-aliases.json')); A = {r['alias']: r['locale'] for r in J}
cnt = collections.Counter(A.values())
got['20'] = A['bokmal']
got['21'] = cnt.most_common(1)[0][0]
got['22'] = collections.Counter(r['language'] for r in J if r['language'] != 'en').most_common(1)[0][0]
got['23'] = str(cnt[A['nynorsk']])
ok = True
for line in open('metadata.jsonl'):
    q = json.loads(line); k = q['task_id'][-2:]
    flag = 'ok' if got[k] == q['Final answer'] else 'MISMATCH'
    ok &= flag == 'ok'
    print(q['task_id'], repr(q['Final answer']), repr(got[k]), flag)
print('ALL OK' if ok else 'PROBLEMS')
