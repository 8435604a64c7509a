#!/usr/bin/python3
"""Table of the default Valgrind suppressions (valgrind package, /usr/libexec/valgrind/default.supp)."""
import csv

SRC = "/usr/libexec/valgrind/default.supp"
OUT = "valgrind-default-suppressions.csv"

rows = []
block = None
with open(SRC, encoding="utf-8") as f:
    for lineno, raw in enumerate(f, 1):
        line = raw.strip()
        if block is None:
            if line == "{":
                block = {"start": lineno, "lines": []}
            continue
        if line == "}":
            body = [l for l in block["lines"] if l and not l.startswith("#")]
            name = body[0]
            tool, kind = body[1].split(":", 1)
            rest = body[2:]
            param = ""
            if kind == "Param" and rest and not rest[0].startswith(("fun:", "obj:", "...", "src:")):
                param = rest.pop(0)
            if kind == "Leak" and rest and rest[0].startswith("match-leak-kinds:"):
                rest.pop(0)
            first = rest[0] if rest else ""
            rows.append({
                "suppression_name": name,
                "tool": tool,
                "kind": kind,
                "syscall_param": param,
                "frame_count": len(rest),
                "first_frame": first,
                "line_in_source": block["start"],
            })
            block = None
            continue
        block["lines"].append(line)

with open(OUT, "w", newline="", encoding="utf-8") as f:
    w = csv.DictWriter(f, fieldnames=list(rows[0].keys()))
    w.writeheader()
    w.writerows(rows)
print(len(rows), "rows")
