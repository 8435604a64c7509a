#!/usr/bin/python3
"""Write audio-mime-types.csv: every audio/* MIME type declared in
shared-mime-info's /usr/share/mime/packages/freedesktop.org.xml, in file order.
Columns: mime_type, description (the untranslated English <comment>),
glob_patterns (the <glob pattern=...> values joined with "; "),
aliases (the <alias type=...> values joined with "; "),
subclass_of (the <sub-class-of type=...> values joined with "; ")."""
import csv
import xml.etree.ElementTree as ET

NS = '{http://www.freedesktop.org/standards/shared-mime-info}'
LANG = '{http://www.w3.org/XML/1998/namespace}lang'
root = ET.parse('/usr/share/mime/packages/freedesktop.org.xml').getroot()
with open('audio-mime-types.csv', 'w', newline='', encoding='utf-8') as f:
    w = csv.writer(f)
    w.writerow(['mime_type', 'description', 'glob_patterns', 'aliases', 'subclass_of'])
    for t in root.findall(NS + 'mime-type'):
        name = t.get('type')
        if not name.startswith('audio/'):
            continue
        comment = next(c.text for c in t.findall(NS + 'comment') if LANG not in c.attrib)
        globs = '; '.join(g.get('pattern') for g in t.findall(NS + 'glob'))
        aliases = '; '.join(a.get('type') for a in t.findall(NS + 'alias'))
        subs = '; '.join(s.get('type') for s in t.findall(NS + 'sub-class-of'))
        w.writerow([name, comment, globs, aliases, subs])
