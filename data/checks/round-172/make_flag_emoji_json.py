#!/usr/bin/python3
"""Build rich-flag-emoji.json from the emoji table vendored in pip
(/usr/lib/python3/dist-packages/pip/_vendor/rich/_emoji_codes.py, package python3-pip).
One entry per emoji name starting with "flag_for_", in the order of the source dict."""
import json, sys
sys.path.insert(0, '/usr/lib/python3/dist-packages')
from pip._vendor.rich._emoji_codes import EMOJI

entries = []
for name, emoji in EMOJI.items():
    if not name.startswith('flag_for_'):
        continue
    cps = [ord(c) for c in emoji]
    ri = [chr(cp - 0x1F1E6 + ord('A')) for cp in cps if 0x1F1E6 <= cp <= 0x1F1FF]
    tags = [chr(cp - 0xE0000) for cp in cps if 0xE0020 <= cp <= 0xE007E]
    code = ''.join(ri) if ri else ''.join(tags)
    entries.append({
        'emoji_name': name,
        'region': name[len('flag_for_'):].replace('_', ' '),
        'emoji': emoji,
        'code_points': ' '.join('U+%04X' % cp for cp in cps),
        'region_code': code,
    })
with open('rich-flag-emoji.json', 'w', encoding='utf-8') as fh:
    json.dump(entries, fh, ensure_ascii=False, indent=1)
    fh.write('\n')
