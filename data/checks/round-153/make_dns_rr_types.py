#!/usr/bin/python3
"""DNS resource-record type codes from glibc's <arpa/nameser.h> (libc6-dev)
-> dns-rr-types.csv.  One row per member of enum __ns_type, in header order,
leaving out the two sentinels ns_t_invalid (0) and ns_t_max (65536)."""
import csv, re

SRC = "/usr/include/arpa/nameser.h"
text = open(SRC, encoding="utf-8").read()
body = re.search(r"typedef enum __ns_type\s*\{(.*?)\}\s*ns_type;", text, re.S).group(1)
rows = []
for name, value in re.findall(r"\b(ns_t_\w+)\s*=\s*(\d+)", body):
    if name in ("ns_t_invalid", "ns_t_max"):
        continue
    mnemonic = name[len("ns_t_"):].upper().replace("_", "-")
    rows.append({"mnemonic": mnemonic, "type_code": int(value), "c_constant": name})
with open("dns-rr-types.csv", "w", newline="", encoding="utf-8") as f:
    w = csv.DictWriter(f, fieldnames=["mnemonic", "type_code", "c_constant"])
    w.writeheader()
    w.writerows(rows)
print(len(rows), "rows")
