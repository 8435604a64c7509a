#!/usr/bin/python3
"""Write linux-fs-magic.json from /usr/include/linux/magic.h (linux-libc-dev).

Every '#define NAME VALUE' line of the header becomes one object, in header order:
  name     - the macro name
  value    - the value exactly as written (hex number, or the quoted string's contents)
  decimal  - the value as a decimal integer (null for the string macros)
  comment  - the /* ... */ comment on the same line, stripped (null if none)
The include guard __LINUX_MAGIC_H__ (which has no value) is skipped.
"""
import json
import re

SRC = "/usr/include/linux/magic.h"
pat = re.compile(r'^#define\s+(\w+)\s+("[^"]*"|\S+)\s*(?:/\*\s*(.*?)\s*\*/)?')
out = []
with open(SRC, encoding="utf-8") as f:
    for line in f:
        m = pat.match(line)
        if not m:
            continue
        name, val, comment = m.groups()
        if val.startswith('"'):
            value, dec = val.strip('"'), None
        else:
            value, dec = val, int(val, 0)
        out.append({"name": name, "value": value, "decimal": dec, "comment": comment or None})

with open("linux-fs-magic.json", "w", encoding="utf-8") as f:
    json.dump(out, f, indent=2, ensure_ascii=False)
    f.write("\n")
