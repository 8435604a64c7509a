#!/usr/bin/python3
"""Table of USB devices flagged by three small systemd udev hwdb files."""
import csv, re, sys

FILES = ["70-analyzers.hwdb", "70-hardware-wallets.hwdb", "70-pda.hwdb"]
HWDB = "/usr/lib/udev/hwdb.d/"
rows = []
for name in FILES:
    lines = open(HWDB + name, encoding="utf-8").read().splitlines()
    brand, comment, pending = "", "", []
    i = 0
    while i < len(lines):
        line = lines[i]
        if line.startswith("#####"):
            # section header: "#####", "# Brand", "#####"
            if i + 2 < len(lines) and lines[i + 2].startswith("#####") and lines[i + 1].startswith("# "):
                brand = lines[i + 1][2:].strip()
                comment = ""
                i += 3
                continue
        elif line.startswith("#"):
            comment = line.lstrip("#").strip()
        elif line.startswith("usb:"):
            m = re.match(r"usb:v([0-9A-Fa-f]{4})p([0-9A-Fa-f]{4})", line)
            pending.append((m.group(1).upper(), m.group(2).upper(), comment))
        elif line.startswith(" ") and "=" in line:
            prop = line.strip()
            for vid, pid, com in pending:
                rows.append({"hwdb_file": name, "brand": brand, "device": com,
                             "vendor_id": vid, "product_id": pid, "property": prop})
            pending = []
        elif not line.strip():
            comment = "" if not pending else comment
        i += 1

w = csv.DictWriter(sys.stdout, fieldnames=["hwdb_file", "brand", "device", "vendor_id", "product_id", "property"], lineterminator="\n")
w.writeheader()
w.writerows(rows)
