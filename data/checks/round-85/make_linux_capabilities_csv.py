#!/usr/bin/python3
"""Make linux-capabilities.csv from /usr/include/linux/capability.h (package linux-libc-dev).

One row per numbered capability (#define CAP_NAME <digits>), in file order:
  capability  - the macro name
  number      - its bit number
  section     - the "** ... **" heading it appears under in the header
  description - the C comment(s) immediately before the #define, whitespace
                collapsed; separate comment blocks are joined with " | "
"""
import csv
import re

SRC = "/usr/include/linux/capability.h"
OUT = "linux-capabilities.csv"

text = open(SRC, encoding="utf-8").read()
lines = text.splitlines()

rows = []
section = ""
pending = []          # comment blocks seen since the last #define
i = 0
started = False
while i < len(lines):
    line = lines[i].strip()
    if line.startswith("/**") and not line.startswith("/**/"):
        # section heading: /**\n ** Title\n **/
        j = i + 1
        title = []
        while j < len(lines) and not lines[j].strip().startswith("**/"):
            title.append(lines[j].strip().lstrip("*").strip())
            j += 1
        section = " ".join(t for t in title if t).rstrip(".")
        if section.startswith("POSIX-draft"):
            started = True
        pending = []
        i = j + 1
        continue
    if line.startswith("/*"):
        block = [line]
        while "*/" not in lines[i]:
            i += 1
            block.append(lines[i].strip())
        # drop the leading "*" of continuation lines inside a block comment
        block = [b[1:] if b.startswith("*") and not b.startswith("*/") else b
                 for b in block]
        body = " ".join(block)
        body = body.replace("/*", " ").replace("*/", " ")
        body = re.sub(r"\s+", " ", body).strip()
        pending.append(body)
        i += 1
        continue
    m = re.match(r"#define\s+(CAP_[A-Z_]+)\s+(\d+)\s*$", line)
    if m and started:
        rows.append([m.group(1), int(m.group(2)), section, " | ".join(pending)])
        pending = []
    elif line and not line.startswith("#define"):
        pending = []
    i += 1

with open(OUT, "w", newline="", encoding="utf-8") as f:
    w = csv.writer(f)
    w.writerow(["capability", "number", "section", "description"])
    w.writerows(rows)
print(f"{OUT}: {len(rows)} rows")
