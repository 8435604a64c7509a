#!/usr/bin/python3
"""Recompute every answer of metadata.jsonl from the attachments; prints task id, OK/FAIL."""
import json, csv, re, collections
from datetime import date
L = lambda f: open(f, encoding='utf-8').read().split('\n')
v = L('valgrind-copyright.txt'); u = L('upower-NEWS.txt'); s = L('ssh_config.5.txt')
z = L('zutty-README.org'); d = L('defaults.vim')
tz = list(csv.DictReader(open('tz-links.csv', encoding='utf-8')))
bl = json.load(open('unicode-blocks.json', encoding='utf-8'))
got = {}
# 01 Daniel Nagy + university
got[1] = sorted({l.split('Nagy, ')[1] for l in v if 'Daniel Nagy, ' in l})[0]
# 02 stanzas (Files: ... License:) with LGPL-2.1+
stanzas = '\n'.join(v).split('\n\n')
got[2] = str(sum(1 for st in stanzas if st.startswith('Files:') and 'License: LGPL-2.1+' in st))
# 03 License: other
st = [st for st in stanzas if st.startswith('Files:') and '\nLicense: other' in st][0]
got[3] = re.search(r'Copyright: [0-9,]+ (.+)', st).group(1)
# 04 timerfd holders -> directory stanza "Files: X/*" held by one of them
st = [st for st in stanzas if 'timerfd-syscall.c' in st][0]
holders = re.findall(r'\d{4}, ([A-Z][a-z]+ [A-Za-z ]+?) <', st)
dirs = [re.match(r'Files: (\w+)/\*$', x.split('\n')[0]).group(1) for x in stanzas
        if re.match(r'Files: \w+/\*$', x.split('\n')[0]) and any(h in x for h in holders)]
got[4] = ','.join(dirs)
# upower: sections
sec = []; cur = None
for i, l in enumerate(u):
    m = re.match(r'^Version (\S+)$', l)
    if m: cur = {'v': m.group(1), 'text': []}; sec.append(cur); continue
    if cur is not None:
        m = re.match(r'^Released: (\d{4}-\d\d-\d\d)', l)
        if m: cur['date'] = m.group(1)
        cur['text'].append(l)
got[5] = [x['v'] for x in sec if any('build system to meson' in t for t in x['text'])][0]
t = [x for x in sec if x['v'] == '0.9.0'][0]['text']
got[6] = ', '.join(re.match(r' - Add(?:ed)? (\w+) translation', l).group(1) for l in t if 'translation (' in l)
i = [k for k, x in enumerate(sec) if any('Port to GDBus' in t for t in x['text'])][0]
a, b = date.fromisoformat(sec[i]['date']), date.fromisoformat(sec[i - 1]['date'])
got[7] = str((b - a).days)
got[8] = min(x['date'] for x in sec); assert sec[-1]['date'] == got[8]
# ssh_config
j = [k for k, l in enumerate(s) if 'ServerAliveCountMax' == l.strip()][0]
block = ' '.join(s[j:j + 18])
default = int(re.search(r'The default value is (\d+)', block).group(1))
got[9] = str(30 * default)
got[10] = [l.split()[0] for l in s if re.match(r'^\s+%\w\s+The remote port\.', l)][0]
got[11] = re.search(r'release by\s+(Tatu Ylonen)', ' '.join(s)).group(1)
m = re.search(r'The available criteria keywords are: (.+?)\.', ' '.join(x.strip() for x in s))
got[12] = str(len(re.split(r',\s*(?:and\s+)?', m.group(1))))
# zutty
m = re.search(r'protocols of (VT.+?) terminals', ' '.join(z))
got[13] = str(len(re.findall(r'VT\d+', m.group(1))))
got[14] = re.search(r'pressing (\S+) will copy that to the clipboard', ' '.join(z)).group(1)
k = [n for n, l in enumerate(z) if l.startswith('- Blinking')][0]
got[15] = [l[3:] for l in z[:k] if l.startswith('** ')][-1]
# vim
got[16] = re.search(r'ttimeoutlen=(\d+)', '\n'.join(d)).group(1)
got[17] = re.search(r"exists\('(\w+)'\)", '\n'.join(d)).group(1)
got[18] = re.search(r"else\n\s+set mouse=(\w+)", '\n'.join(d)).group(1)
# tz
c = collections.Counter(r['target'] for r in tz).most_common(2); assert c[0][1] > c[1][1]
got[19] = c[0][0]
got[20] = ','.join(r['alias'] for r in tz if r['alias'].startswith('Europe/') and r['target_region'] != 'Europe')
got[21] = ', '.join(sorted(r['alias'] for r in tz if r['target'] == 'America/Toronto'))
# blocks
H = lambda x: int(x[2:], 16)
got[22] = ','.join(x['name'] for x in bl if H(x['first']) <= 0x2603 <= H(x['last']))
bmp = sorted((x for x in bl if H(x['last']) <= 0xFFFF), key=lambda x: -x['size'])
assert bmp[0]['size'] > bmp[1]['size']
got[23] = bmp[0]['name']
got[24] = str(sum('Latin' in x['name'] for x in bl))
for line in open('metadata.jsonl', encoding='utf-8'):
    q = json.loads(line); n = int(q['task_id'][-2:])
    ok = got[n] == q['Final answer']
    print(q['task_id'], 'OK' if ok else 'FAIL', repr(got[n]), '' if ok else repr(q['Final answer']))
