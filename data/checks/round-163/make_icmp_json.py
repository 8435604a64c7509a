#!/usr/bin/python3
"""Build linux-icmp-types-codes.json from /usr/include/linux/icmp.h (linux-libc-dev).

Takes the four classic blocks of the header: ICMP message types, codes for
Destination Unreachable, codes for Redirect, codes for Time Exceeded.
description is the C comment on the line (null when the header gives none).
"""
import json, re

lines = open('/usr/include/linux/icmp.h', encoding='utf-8').read().splitlines()
blocks = {'/* Codes for UNREACH. */': 'destination unreachable code',
          '/* Codes for REDIRECT. */': 'redirect code',
          '/* Codes for TIME_EXCEEDED. */': 'time exceeded code'}
category = None
out = []
for line in lines:
    s = line.strip()
    if s.startswith('#define ICMP_ECHOREPLY'):
        category = 'message type'
    if s in blocks:
        category = blocks[s]
        continue
    if s.startswith('#define NR_ICMP') or s.startswith('#define ICMP_EXT_ECHO'):
        category = None
    if category is None:
        continue
    m = re.match(r'#define\s+(ICMP_\w+)\s+(\d+)\s*(?:/\*\s*(.*?)\s*\*/)?\s*$', s)
    if m:
        out.append({'category': category, 'constant': m.group(1),
                    'value': int(m.group(2)), 'description': m.group(3)})

with open('linux-icmp-types-codes.json', 'w', encoding='utf-8') as f:
    json.dump(out, f, indent=2)
    f.write('\n')
