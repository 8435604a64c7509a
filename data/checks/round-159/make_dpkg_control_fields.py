#!/usr/bin/python3
"""Build dpkg-control-fields.json from the canonical field table (%FIELDS) in
/usr/share/perl5/Dpkg/Control/FieldsCore.pm, resolving the CTRL_* bit masks
defined in /usr/share/perl5/Dpkg/Control/Types.pm (package libdpkg-perl)."""
import json
import re

TYPES = "/usr/share/perl5/Dpkg/Control/Types.pm"
CORE = "/usr/share/perl5/Dpkg/Control/FieldsCore.pm"

# CTRL_* constants: name => bit value, in definition order
ctrl = {}
for m in re.finditer(r"^\s*(CTRL_\w+) => (?:1 << (\d+)|0),", open(TYPES).read(), re.M):
    ctrl[m[1]] = 1 << int(m[2]) if m[2] is not None else 0

core = open(CORE).read()
ns = dict(ctrl)
# ALL_* groups and FIELD_SEP_* constants
for m in re.finditer(r"^\s*(ALL_\w+|FIELD_SEP_\w+) => ([^,]+),$", core, re.M):
    ns[m[1]] = eval(m[2], {}, ns)
sep_names = {v: k[len("FIELD_SEP_"):].lower() for k, v in ns.items()
             if k.startswith("FIELD_SEP_") and v}

body = core[core.index("our %FIELDS = ("):]
body = body[:body.index("\n);")]
entries = []
for m in re.finditer(r"^    '([\w-]+)' => \{\n(.*?)^    \},", body, re.M | re.S):
    block = m[2]
    props = {}
    for chunk in re.split(r"^(?=        \w+ =>)", block, flags=re.M):
        pm = re.match(r"        (\w+) => (.*)", chunk, re.S)
        if pm:
            value = re.sub(r"#.*", "", pm[2])  # drop Perl comments
            props[pm[1]] = " ".join(value.split()).rstrip(",")
    mask = eval(props["allowed"], {}, ns) & 0xFFFF
    sep = eval(props["separator"], {}, ns) if "separator" in props else 0
    entry = {
        "field": eval(props["name"]),
        "allowed_in": [k for k, v in ctrl.items() if v and mask & v],
        "separator": [n for v, n in sorted(sep_names.items()) if sep & v] or None,
        "dependency": eval(props["dependency"]) if "dependency" in props else None,
        "dep_order": int(props["dep_order"]) if "dep_order" in props else None,
    }
    entries.append(entry)

with open("dpkg-control-fields.json", "w", encoding="utf-8") as out:
    json.dump({"source": CORE, "fields": entries}, out, indent=1)
    out.write("\n")
print(len(entries), "fields")
