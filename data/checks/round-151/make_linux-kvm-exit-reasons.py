#!/usr/bin/python3
"""Make linux-kvm-exit-reasons.json from <linux/kvm.h> (package linux-libc-dev).

Takes the main KVM_EXIT_* exit-reason block (the one starting at KVM_EXIT_UNKNOWN),
not the Hyper-V / Xen sub-type constants or KVM_EXIT_IO_IN/OUT directions."""
import json
import re

SRC = "/usr/include/linux/kvm.h"
lines = open(SRC, encoding="utf-8").read().splitlines()
start = next(i for i, l in enumerate(lines) if re.match(r"#define KVM_EXIT_UNKNOWN\s", l))
out = []
for l in lines[start:]:
    m = re.match(r"#define (KVM_EXIT_\w+)\s+(\d+)\s*(?:/\*\s*(.*?)\s*\*/)?\s*$", l)
    if not m:
        break
    out.append({"macro": m.group(1), "reason": m.group(1)[len("KVM_EXIT_"):],
                "code": int(m.group(2)), "comment": m.group(3) or ""})
with open("linux-kvm-exit-reasons.json", "w", encoding="utf-8") as f:
    json.dump(out, f, indent=2)
    f.write("\n")
print(len(out), "entries")
