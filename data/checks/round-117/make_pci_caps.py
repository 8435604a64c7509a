#!/usr/bin/python3
"""PCI / PCI Express capability IDs from /usr/include/linux/pci_regs.h (linux-libc-dev)."""
import json, re, sys

SRC = "/usr/include/linux/pci_regs.h"
pat = re.compile(r"^#define\s+(PCI_(EXT_)?CAP_ID_[A-Z0-9_]+)\s+(0x[0-9A-Fa-f]+)\s*/\*\s*(.*?)\s*\*/")
entries = []
with open(SRC, encoding="utf-8") as f:
    for line in f:
        m = pat.match(line)
        if not m:
            continue
        entries.append({
            "constant": m.group(1),
            "capability_list": "extended (PCI Express)" if m.group(2) else "standard (PCI)",
            "id_hex": "0x%02X" % int(m.group(3), 16),
            "id": int(m.group(3), 16),
            "description": m.group(4),
        })

with open("pci-capability-ids.json", "w", encoding="utf-8") as out:
    json.dump(entries, out, indent=2, ensure_ascii=False)
    out.write("\n")
print(len(entries), "entries", file=sys.stderr)
