#!/usr/bin/python3
"""Table of PTRACE_* constants from the Linux UAPI headers (package linux-libc-dev).
Reads /usr/include/linux/ptrace.h and /usr/include/x86_64-linux-gnu/asm/ptrace-abi.h,
keeps every single-line '#define PTRACE_NAME value' whose value is a number,
a hex number, '(1 << N)' or '(1 << OTHER_PTRACE_NAME)'. Multi-line macros
(PTRACE_O_MASK) are skipped."""
import csv, re, sys

HEADERS = [("/usr/include/linux/ptrace.h", "linux/ptrace.h"),
           ("/usr/include/x86_64-linux-gnu/asm/ptrace-abi.h", "asm/ptrace-abi.h")]
DEF = re.compile(r'^#\s*define\s+(PTRACE_\w+)\s+(.+?)\s*(?:/\*.*)?$')
values = {}
rows = []

def evaluate(expr):
    expr = expr.strip()
    m = re.fullmatch(r'\(\s*1\s*<<\s*(\w+)\s*\)', expr)
    if m:
        s = m.group(1)
        shift = int(s, 0) if s[0].isdigit() else values[s]
        return 1 << shift
    if re.fullmatch(r'0x[0-9a-fA-F]+|\d+', expr):
        return int(expr, 0)
    return None

def group_of(name):
    for prefix, group in (("PTRACE_EVENTMSG_", "event message"),
                          ("PTRACE_EVENT_", "event"),
                          ("PTRACE_O_", "option flag"),
                          ("PTRACE_SYSCALL_INFO_", "syscall info op"),
                          ("PTRACE_PEEKSIGINFO_", "peeksiginfo flag")):
        if name.startswith(prefix):
            return group
    return "request"

for path, label in HEADERS:
    with open(path, encoding="utf-8") as f:
        for line in f:
            m = DEF.match(line.rstrip("\n"))
            if not m or m.group(2).endswith("\\"):
                continue
            name, expr = m.group(1), m.group(2)
            v = evaluate(expr)
            if v is None:
                continue
            values[name] = v
            rows.append({"name": name, "value": v, "value_hex": "0x%x" % v,
                         "group": group_of(name), "header": label})

w = csv.DictWriter(sys.stdout, fieldnames=["name", "value", "value_hex", "group", "header"], lineterminator="\n")
w.writeheader()
w.writerows(rows)
