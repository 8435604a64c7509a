#!/usr/bin/python3
"""Python's unicodedata: the Runic block U+16A0..U+16FF (assigned code points only) -> JSON."""
import json, unicodedata as u
out = []
for cp in range(0x16A0, 0x1700):
    ch = chr(cp)
    name = u.name(ch, None)
    if name is None:
        continue
    num = u.numeric(ch, None)
    if num is not None and num == int(num):
        num = int(num)
    out.append({'codepoint': 'U+%04X' % cp, 'character': ch, 'name': name,
                'category': u.category(ch), 'bidi': u.bidirectional(ch), 'numeric': num})
with open('runic-block.json', 'w', encoding='utf-8') as f:
    json.dump({'unicode_version': u.unidata_version, 'block': 'Runic', 'range': 'U+16A0..U+16FF',
               'characters': out}, f, ensure_ascii=False, indent=1)
    f.write('\n')
