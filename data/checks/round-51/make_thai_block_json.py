#!/usr/bin/python3
"""The Unicode Thai block (U+0E00..U+0E7F) from Python's unicodedata -> JSON.

Only assigned code points (those unicodedata.name() knows) are written, in code
point order, one object each: codepoint ("U+0E01"), character, name, category,
numeric (the unicodedata.numeric() value as an integer, or null when it has none).
The top-level object also records the Unicode version of the database.
"""
import json
import sys
import unicodedata

chars = []
for cp in range(0x0E00, 0x0E80):
    ch = chr(cp)
    name = unicodedata.name(ch, None)
    if name is None:
        continue
    num = unicodedata.numeric(ch, None)
    if num is not None and num == int(num):
        num = int(num)
    chars.append({
        'codepoint': 'U+%04X' % cp,
        'character': ch,
        'name': name,
        'category': unicodedata.category(ch),
        'numeric': num,
    })

doc = {
    'block': 'Thai',
    'range': 'U+0E00..U+0E7F',
    'unicode_version': unicodedata.unidata_version,
    'characters': chars,
}
json.dump(doc, sys.stdout, ensure_ascii=False, indent=2)
sys.stdout.write('\n')
