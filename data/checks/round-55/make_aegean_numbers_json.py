#!/usr/bin/python3
"""Every assigned code point of the Unicode block Aegean Numbers (U+10100..U+1013F) from Python's
unicodedata -> aegean-numbers.json, one object per character in code point order."""
import json, unicodedata

out = []
for cp in range(0x10100, 0x10140):
    ch = chr(cp)
    name = unicodedata.name(ch, None)
    if name is None:
        continue
    num = unicodedata.numeric(ch, None)
    if num is not None and float(num).is_integer():
        num = int(num)
    out.append({
        'codepoint': 'U+%05X' % cp,
        'name': name,
        'category': unicodedata.category(ch),
        'numeric_value': num,
    })
with open('aegean-numbers.json', 'w', encoding='utf-8') as f:
    json.dump({'block': 'Aegean Numbers', 'range': 'U+10100..U+1013F',
               'unicode_version': unicodedata.unidata_version, 'characters': out},
              f, indent=2, ensure_ascii=False)
    f.write('\n')
print(len(out), 'characters')
