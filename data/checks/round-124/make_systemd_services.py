#!/usr/bin/python3
"""Service units shipped by the Debian 'systemd' package, as JSON.

Takes every *.service path that `dpkg -L systemd` lists directly under
/lib/systemd/system, keeps only regular files (symlinks/aliases and masks
are skipped), and reads the [Unit] and [Service] sections with a small
line parser (keys may repeat, e.g. Documentation=).  One entry per unit:
  unit           - file name
  template       - true if the name ends in '@.service'
  description    - Description= from [Unit]
  documentation  - all Documentation= values, split on whitespace, in order
  type           - Type= from [Service], or null when the file does not set it
  exec_start     - first ExecStart= value, or null
"""
import json, os, re, subprocess

paths = subprocess.run(["dpkg", "-L", "systemd"], capture_output=True, text=True, check=True).stdout.split()
paths = sorted(p for p in paths
               if re.fullmatch(r"/(usr/)?lib/systemd/system/[^/]+\.service", p)
               and os.path.isfile(p) and not os.path.islink(p))

out = []
for p in paths:
    sect, vals = None, {}
    for raw in open(p, encoding="utf-8"):
        line = raw.strip()
        if not line or line[0] in "#;":
            continue
        m = re.fullmatch(r"\[(.+)\]", line)
        if m:
            sect = m.group(1)
            continue
        if "=" in line:
            k, v = line.split("=", 1)
            vals.setdefault((sect, k.strip()), []).append(v.strip())
    doc = []
    for v in vals.get(("Unit", "Documentation"), []):
        doc.extend(v.split())
    name = os.path.basename(p)
    out.append({
        "unit": name,
        "template": name.endswith("@.service"),
        "description": vals.get(("Unit", "Description"), [None])[0],
        "documentation": doc,
        "type": vals.get(("Service", "Type"), [None])[0],
        "exec_start": vals.get(("Service", "ExecStart"), [None])[0],
    })

print(json.dumps(out, indent=2, ensure_ascii=False))
