#!/usr/bin/python3
"""syslog priorities and facilities from glibc's <sys/syslog.h> (libc6-dev)
-> syslog-codes.json.  One entry per LOG_* priority or facility macro
(the masks, LOG_NFACILITIES and the internal entries are left out)."""
import json, re

SRC = "/usr/include/x86_64-linux-gnu/sys/syslog.h"
text = open(SRC, encoding="utf-8").read()

# keyword tables prioritynames[] / facilitynames[]: { "name", LOG_X },  /* DEPRECATED */
def keyword_table(array):
    block = re.search(array + r"\[\] =\s*\{(.*?)\n\s*\{ NULL", text, re.S).group(1)
    table = {}
    for line in block.splitlines():
        m = re.search(r'\{ "(\w+)", (\w+) \}', line)
        if not m:
            continue
        kw, macro = m.groups()
        table.setdefault(macro, {"keywords": [], "deprecated_keywords": []})
        key = "deprecated_keywords" if "DEPRECATED" in line else "keywords"
        table[macro][key].append(kw)
    return table

prio_kw = keyword_table("prioritynames")
fac_kw = keyword_table("facilitynames")

entries = []
for macro, val, desc in re.findall(r"#define\s+(LOG_[A-Z0-9]+)\s+(\d+)\s*/\* (.*?) \*/", text):
    if macro in ("LOG_NFACILITIES",):
        continue
    kw = prio_kw.get(macro, {"keywords": [], "deprecated_keywords": []})
    entries.append({"macro": macro, "kind": "priority", "number": int(val),
                    "encoded_value": int(val), "description": desc,
                    "keywords": kw["keywords"], "deprecated_keywords": kw["deprecated_keywords"]})
for macro, num, desc in re.findall(r"#define\s+(LOG_[A-Z0-9]+)\s+\((\d+)<<3\)\s*/\* (.*?) \*/", text):
    kw = fac_kw.get(macro, {"keywords": [], "deprecated_keywords": []})
    entries.append({"macro": macro, "kind": "facility", "number": int(num),
                    "encoded_value": int(num) << 3, "description": desc,
                    "keywords": kw["keywords"], "deprecated_keywords": kw["deprecated_keywords"]})
with open("syslog-codes.json", "w", encoding="utf-8") as f:
    json.dump(entries, f, indent=2)
    f.write("\n")
print(len(entries), "entries")
