#!/usr/bin/python3
"""Make minidump-constants.json from LLVM's MinidumpConstants.def
(/usr/include/llvm-14/llvm/BinaryFormat/MinidumpConstants.def, package llvm-14-dev)."""
import json
import re

SRC = '/usr/include/llvm-14/llvm/BinaryFormat/MinidumpConstants.def'
CATEGORY = {
    'STREAM_TYPE': 'stream type',
    'ARCH': 'processor architecture',
    'PLATFORM': 'platform',
    'PROTECT': 'memory protection',
    'MEMSTATE': 'memory state',
    'MEMTYPE': 'memory type',
}
pat = re.compile(r'^HANDLE_MDMP_(\w+?)\((0x[0-9A-Fa-f]+),\s*(\w+)(?:,\s*(\w+))?\)\s*(?://\s*(.*))?$')
entries = []
with open(SRC, encoding='utf-8') as f:
    for line in f:
        m = pat.match(line.strip())
        if not m:
            continue
        kind, code, name, native, comment = m.groups()
        entries.append({
            'category': CATEGORY[kind],
            'code_hex': code,
            'code': int(code, 16),
            'name': name,
            'native_name': native,
            'comment': comment.strip() if comment else None,
        })

with open('minidump-constants.json', 'w', encoding='utf-8') as out:
    json.dump(entries, out, indent=2)
    out.write('\n')
