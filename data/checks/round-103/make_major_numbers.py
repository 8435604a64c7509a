#!/usr/bin/python3
"""Linux major device numbers from /usr/include/linux/major.h (linux-libc-dev) as JSON.
One entry per '#define NAME value' line, in file order.  A value written as another
macro name (or an expression of macros) is resolved and kept in 'defined_as'.
UNIX98_PTY_MAJOR_COUNT is a count, not a major number, so it is used for
resolving but not listed."""
import json, re

SRC = "/usr/include/linux/major.h"
entries, known = [], {}
for line in open(SRC, encoding="utf-8"):
    m = re.match(r"#define\s+(\w+)\s+(\([^)]*\)|\w+)\s*(?:/\*\s*(.*?)\s*\*/)?\s*$", line)
    if not m or m.group(1) == "_LINUX_MAJOR_H":
        continue
    name, val, comment = m.groups()
    if val.isdigit():
        num, defined_as = int(val), None
    else:
        defined_as = val.strip("()")
        num = sum(known[t] for t in defined_as.split("+"))
    known[name] = num
    if name.endswith("_COUNT"):
        continue
    entries.append({"macro": name, "major": num, "defined_as": defined_as,
                    "comment": comment or ""})
with open("linux-major-numbers.json", "w", encoding="utf-8") as f:
    json.dump({"source": SRC, "count": len(entries), "majors": entries}, f, indent=1, ensure_ascii=False)
    f.write("\n")
print(len(entries), "entries")
