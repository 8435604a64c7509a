#!/usr/bin/python3
"""Recompute every answer of metadata.jsonl from the attachments and print line numbers."""
import csv, json, re
from datetime import date

ans = {json.loads(l)['task_id']: json.loads(l)['Final answer'] for l in open('metadata.jsonl')}
def lines(fn): return open(fn, encoding='utf-8').read().splitlines()
def find(fn, pat): return [(i + 1, l) for i, l in enumerate(lines(fn)) if re.search(pat, l)]
got = {}

z = lines('zip-copyright.txt')
names = [n.strip().rstrip('.') for n in ' '.join(z[24:32]).split(',') if n.strip()]
got['check34-01'] = str(len(names)); print('01', 'lines 25-32', names[0], '...', names[-1])
got['check34-02'] = re.search(r'maintained by (.+?) <', z[3]).group(1); print('02', find('zip-copyright.txt', 'maintained by'))
got['check34-03'] = find('zip-copyright.txt', r'plainly marked')[0][1] and '3'; print('03', find('zip-copyright.txt', r'^    3\.|plainly marked'))

c = lines('ssl-cert-changelog.txt')
entries = []  # (version, dist, start line, signer, date)
for i, l in enumerate(c):
    m = re.match(r'ssl-cert \((.+?)\) (\S+);', l)
    if m: entries.append([m.group(1), m.group(2), i + 1, None, None])
    m = re.match(r' -- (.+?) <.*>  \w+, +(\d+ \w+ \d+)', l)
    if m: entries[-1][3] = m.group(1); entries[-1][4] = m.group(2); entries[-1].append(i + 1)
def entry_of(pat):
    ln = find('ssl-cert-changelog.txt', pat)[0][0]
    return [e for e in entries if e[2] <= ln][-1], ln
e, ln = entry_of('Make default key length 2048'); got['check34-04'] = e[0]; print('04', ln, e)
got['check34-05'] = str(sum(e[1] == 'dapper' for e in entries)); print('05', [e[:3] for e in entries if e[1] == 'dapper'])
from datetime import datetime
def d(s): return datetime.strptime(s, '%d %b %Y').date()
e, ln = entry_of('Switch to SHA2'); got['check34-06'] = d(e[4]).isoformat(); print('06', ln, e)
e, ln = entry_of('CVE-2008-0166'); k = entries.index(e); prev = entries[k + 1]
got['check34-07'] = str((d(e[4]) - d(prev[4])).days); print('07', ln, e, prev)
got['check34-08'] = entries[-1][3]; print('08', entries[-1])

t = lines('tmpfiles.d.5.txt')
got['check34-09'] = re.search(r'(\d{4}) for all other file objects', ' '.join(t)).group(1); print('09', find('tmpfiles.d.5.txt', 'for all other file objects'))
row = find('tmpfiles.d.5.txt', r'Short host name')[0]; got['check34-10'] = re.search(r'"(%.)"', row[1]).group(1); print('10', row)
m = find('tmpfiles.d.5.txt', r'd /run/uscreens')[0]; dd, hh = map(int, re.search(r'(\d+)d(\d+)h', m[1]).groups())
got['check34-11'] = str(dd * 24 + hh); print('11', m)

md = lines('zstd-CONTRIBUTING.md')
table = [[x.strip() for x in l.strip('|').split('|')] for l in md if l.startswith('| ') and 'Service' not in l]
got['check34-12'] = [r[0] for r in table if 'FreeBSD' in r[1]][0]; print('12', find('zstd-CONTRIBUTING.md', 'FreeBSD'))
got['check34-13'] = re.search(r'default is (\d+) seconds', ' '.join(md)).group(1); print('13', find('zstd-CONTRIBUTING.md', 'default is'))
got['check34-14'] = [r[3].strip('`') for r in table if 'Windows' in r[1]][0]; print('14', find('zstd-CONTRIBUTING.md', 'Windows testing'))

v = lines('vim-recover.txt')
print('15', find('vim-recover.txt', 'swapsync')); got['check34-15'] = re.search(r"set the\s+'(\w+)' option to an empty string", ' '.join(v)).group(1)
print('16', find('vim-recover.txt', r'\.saa')); got['check34-16'] = re.search(r'"(\.s\w\w)" is\s+reached', ' '.join(v)).group(1)
print('17', find('vim-recover.txt', 'four seconds|milliseconds')); got['check34-17'] = str({'four': 4}['four'] * 1000)

b = json.load(open('box-drawing.json', encoding='utf-8'))['characters']
got['check34-18'] = [x['codepoint'] for x in b if x['name'] == 'BOX DRAWINGS LIGHT ARC DOWN AND RIGHT'][0]
got['check34-19'] = str(sum(x['east_asian_width'] != 'A' for x in b))
got['check34-20'] = [x['name'] for x in b if x['east_asian_width'] == 'N'][0]
bl = lines('box-drawing.json')
print('18-20', find('box-drawing.json', 'LIGHT ARC DOWN AND RIGHT|LIGHT DOUBLE DASH HORIZONTAL'), 'N-width entries:', len(find('box-drawing.json', '"east_asian_width": "N"')))

r = list(csv.DictReader(open('audio-mime-types.csv', encoding='utf-8')))
got['check34-21'] = ', '.join(x['glob_patterns'].split('; ') for x in r if x['description'] == 'Musepack audio')[0] if False else [', '.join(x['glob_patterns'].split('; ')) for x in r if x['description'] == 'Musepack audio'][0]
got['check34-22'] = str(sum('audio/ogg' in x['subclass_of'].split('; ') for x in r))
al = sorted(((len(x['aliases'].split('; ')) if x['aliases'] else 0, x['mime_type']) for x in r), reverse=True)
assert al[0][0] > al[1][0]; got['check34-23'] = al[0][1]
got['check34-24'] = str(sum(not x['glob_patterns'] for x in r))
print('21-24', find('audio-mime-types.csv', 'Musepack|audio/ogg$|x-mpegurl|^audio/[^,]+,[^,]+,,'), al[:3])

bad = [k for k in ans if ans[k] != got.get(k)]
print('MISMATCH', [(k, ans[k], got.get(k)) for k in bad] if bad else 'none', len(ans))
