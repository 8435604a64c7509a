#!/usr/bin/python3
"""Table of the GDB pretty-printer registrations made by build_libstdcxx_dictionary()
in libstdc++'s printers.py (package libstdc++6). One row per add/add_version/add_container call,
in source order."""
import csv, re, sys

SRC = '/usr/share/gcc/python/libstdcxx/v6/printers.py'
text = open(SRC, encoding='utf-8').read()
start = text.index('def build_libstdcxx_dictionary')
end = text.index('\nbuild_libstdcxx_dictionary ()', start)
body = text[start:end]
# drop comments
body = '\n'.join(l for l in body.split('\n') if not l.strip().startswith('#'))
pat = re.compile(r"libstdcxx_printer\.(add_version|add_container|add)\(\s*'([^']*)'\s*,\s*(?:'([^']*)'\s*,\s*)?([A-Za-z_]\w*)\s*\)")
rows = []
for m in pat.finditer(body):
    method, a, b, cls = m.groups()
    if method == 'add':
        qual = a
        ns, _, name = a.rpartition('::')
        ns += '::'
    else:
        ns, name = a, b
        qual = a + b
    rows.append({'order': len(rows) + 1, 'qualified_name': qual, 'namespace': ns,
                 'type_name': name, 'printer_class': cls, 'registration_method': method})
calls = len(re.findall(r'libstdcxx_printer\.add', body))
assert calls == len(rows), (calls, len(rows))
with open('libstdcxx-pretty-printers.csv', 'w', newline='', encoding='utf-8') as f:
    w = csv.DictWriter(f, fieldnames=list(rows[0]))
    w.writeheader()
    w.writerows(rows)
print(len(rows), 'rows')
