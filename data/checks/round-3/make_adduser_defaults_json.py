#!/usr/bin/python3
"""Write adduser-defaults.json from /etc/adduser.conf (package adduser).
Each '# Default: K=V[, K=V]' comment yields one object per setting:
{setting, default, description}; description is the comment text above it
(lines before the Default line, joined with spaces)."""
import json, re, sys
src = open("/etc/adduser.conf").read().splitlines()
out, block = [], []
for line in src:
    if not line.startswith("#"):
        block = []
        continue
    text = line[1:].strip()
    m = re.match(r"Default:\s*(.*)$", text)
    if m:
        desc = " ".join(block)
        for pair in re.split(r",\s+(?=[A-Z_]+=)", m.group(1)):
            k, v = pair.split("=", 1)
            out.append({"setting": k, "default": v, "description": desc})
        continue
    if re.match(r"\s*[A-Z_]+=", text):   # commented-out setting line
        continue
    block.append(text)
json.dump(out, open(sys.argv[1] if len(sys.argv) > 1 else "adduser-defaults.json", "w"), indent=2)
