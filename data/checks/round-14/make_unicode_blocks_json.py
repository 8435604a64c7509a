#!/usr/bin/python3
"""Turn Perl's copy of the Unicode Character Database Blocks.txt
(/usr/share/perl/5.36/unicore/Blocks.txt, perl-modules-5.36) into a JSON list:
one object per block in file order with name, first, last (U+XXXX) and size
(number of code points = last - first + 1)."""
import json, re, sys
blocks = []
with open('/usr/share/perl/5.36/unicore/Blocks.txt', encoding='utf-8') as f:
    for line in f:
        line = line.split('#', 1)[0].strip()
        m = re.match(r'^([0-9A-F]+)\.\.([0-9A-F]+);\s*(.+)$', line)
        if not m:
            continue
        a, b = int(m.group(1), 16), int(m.group(2), 16)
        blocks.append({'name': m.group(3).strip(), 'first': 'U+%04X' % a,
                       'last': 'U+%04X' % b, 'size': b - a + 1})
with open('unicode-blocks.json', 'w', encoding='utf-8') as out:
    json.dump(blocks, out, indent=1, ensure_ascii=False)
    out.write('\n')
print(len(blocks), 'blocks', file=sys.stderr)
