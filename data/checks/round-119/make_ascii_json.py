#!/usr/bin/python3
"""Table of the ASCII control-character constants defined in Python's
curses.ascii module (/usr/lib/python3.11/curses/ascii.py, package
libpython3.11-stdlib). One entry per 'NAME = 0xNN  # comment' line, in file order."""
import json, re

SRC = "/usr/lib/python3.11/curses/ascii.py"
text = open(SRC, encoding="utf-8").read()
m = re.search(r'controlnames = \[(.*?)\]', text, re.S)
controlnames = re.findall(r'"(\w+)"', m.group(1))
entries = []
for line in text.splitlines():
    m = re.match(r'^([A-Z][A-Z0-9]*)\s*=\s*(0x[0-9a-fA-F]+)\s*#\s*(.+?)\s*$', line)
    if not m:
        continue
    name, hexval, comment = m.groups()
    code = int(hexval, 16)
    entries.append({
        "constant": name,
        "code": code,
        "hex": "0x%02x" % code,
        "notation": comment,
        "in_controlnames": name in controlnames,
    })
print(json.dumps({"source": SRC, "count": len(entries), "constants": entries},
                 indent=2, ensure_ascii=False))
