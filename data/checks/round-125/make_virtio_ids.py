#!/usr/bin/python3
"""Make linux-virtio-ids.csv from /usr/include/linux/virtio_ids.h (package linux-libc-dev)."""
import csv, re

SRC = "/usr/include/linux/virtio_ids.h"
pat = re.compile(r"^#define\s+(VIRTIO_(TRANS_)?ID_\w+)\s+(0x[0-9a-fA-F]+|\d+)\s*/\*\s*(.*?)\s*\*/")
rows = []
with open(SRC, encoding="utf-8") as f:
    for line in f:
        m = pat.match(line)
        if not m:
            continue
        macro, trans, value, comment = m.groups()
        num = int(value, 0)
        rows.append({
            "macro": macro,
            "id_kind": "transitional" if trans else "device",
            "id_decimal": num,
            "id_hex": "0x%04x" % num,
            "description": comment,
        })
with open("linux-virtio-ids.csv", "w", newline="", encoding="utf-8") as out:
    w = csv.DictWriter(out, fieldnames=["macro", "id_kind", "id_decimal", "id_hex", "description"])
    w.writeheader()
    w.writerows(rows)
print(len(rows), "rows")
