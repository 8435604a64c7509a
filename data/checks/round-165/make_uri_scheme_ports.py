#!/usr/bin/python3
"""Table of URI scheme modules of liburi-perl (/usr/share/perl5/URI/*.pm):
scheme, Perl class, parent classes, resolved default port and the class defining it."""
import csv, glob, os, re

BASE = "/usr/share/perl5/URI"
info = {}
for path in glob.glob(os.path.join(BASE, "*.pm")):
    name = os.path.basename(path)[:-3]
    text = open(path, encoding="latin-1").read()
    m = re.search(r"^use parent\s+(?:qw\(([^)]*)\)|'([^']*)')", text, re.M)
    parents = (m.group(1) or m.group(2)).split() if m else []
    p = re.search(r"^sub default_port\s*\{\s*(\w+)\s*\}", text, re.M)
    port = p.group(1) if p else None
    info["URI::" + name] = (parents, port)

def resolve(cls):
    """Depth-first left-to-right search like Perl's default method resolution."""
    if cls not in info:
        return None, None
    parents, port = info[cls]
    if port is not None:
        return (None if port == "undef" else port), cls
    for par in parents:
        r = resolve(par)
        if r[1] is not None:
            return r
    return None, None

rows = []
for cls in sorted(info):
    short = cls[5:]
    if short[0] == "_" or short[0].isupper():
        continue  # helper/base classes, not schemes
    port, where = resolve(cls)
    rows.append({"scheme": short, "perl_class": cls,
                 "parent_classes": ";".join(info[cls][0]),
                 "default_port": port or "",
                 "port_defined_in": where if port else ""})

with open("uri-scheme-default-ports.csv", "w", newline="") as f:
    w = csv.DictWriter(f, fieldnames=list(rows[0]))
    w.writeheader()
    w.writerows(rows)
print(len(rows), "rows")
