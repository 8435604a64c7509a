#!/usr/bin/python3
"""Flatten systemd/udev's PCI class database (/usr/lib/udev/hwdb.d/20-pci-classes.hwdb,
imported from pci.ids) into one CSV row per (class, subclass) pair.

Columns: class_code, class_name, subclass_code, subclass_name, interface_count,
interfaces ("; "-separated "code name" items in code order).  A class with no subclass
gets one row with empty subclass columns.  Codes are the two hex digits as written in
the hwdb (upper case)."""
import csv, re, sys

SRC = "/usr/lib/udev/hwdb.d/20-pci-classes.hwdb"
classes, subclasses, interfaces = {}, {}, {}
key = None
with open(SRC, encoding="utf-8") as f:
    for line in f:
        line = line.rstrip("\n")
        if line.startswith("pci:"):
            m = re.fullmatch(r"pci:v\*d\*sv\*sd\*bc([0-9A-F]{2})(?:sc([0-9A-F]{2}))?(?:i([0-9A-F]{2}))?\*", line)
            key = m.groups()
        elif line.startswith(" ID_PCI_"):
            name = line.split("=", 1)[1]
            bc, sc, pi = key
            if pi is not None:
                interfaces.setdefault((bc, sc), []).append((pi, name))
            elif sc is not None:
                subclasses[(bc, sc)] = name
            else:
                classes[bc] = name

rows = []
for bc in sorted(classes):
    subs = sorted(sc for (b, sc) in subclasses if b == bc)
    if not subs:
        rows.append([bc, classes[bc], "", "", 0, ""])
    for sc in subs:
        ifs = sorted(interfaces.get((bc, sc), []))
        rows.append([bc, classes[bc], sc, subclasses[(bc, sc)], len(ifs),
                     "; ".join(f"{c} {n}" for c, n in ifs)])

w = csv.writer(open("pci-device-classes.csv", "w", newline="", encoding="utf-8"), lineterminator="\n")
w.writerow(["class_code", "class_name", "subclass_code", "subclass_name", "interface_count", "interfaces"])
w.writerows(rows)
print(len(rows), "rows,", len(classes), "classes,", len(subclasses), "subclasses,",
      sum(len(v) for v in interfaces.values()), "interfaces", file=sys.stderr)
