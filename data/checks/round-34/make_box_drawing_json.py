#!/usr/bin/python3
"""Write box-drawing.json: the Unicode Box Drawing block (U+2500..U+257F)
from Python's built-in unicodedata module, one object per code point in order:
codepoint ("U+XXXX"), character, name, category, east_asian_width."""
import json
import unicodedata

rows = []
for cp in range(0x2500, 0x2580):
    ch = chr(cp)
    rows.append({
        'codepoint': 'U+%04X' % cp,
        'character': ch,
        'name': unicodedata.name(ch),
        'category': unicodedata.category(ch),
        'east_asian_width': unicodedata.east_asian_width(ch),
    })
with open('box-drawing.json', 'w', encoding='utf-8') as f:
    json.dump({'block': 'Box Drawing', 'range': 'U+2500..U+257F',
               'unicode_version': unicodedata.unidata_version,
               'characters': rows}, f, ensure_ascii=False, indent=1)
    f.write('\n')
