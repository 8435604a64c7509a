#!/usr/bin/python3
"""Time-zone abbreviations known to Perl's Time::Zone module (package libtimedate-perl),
from the @Zone (standard) and @dstZone (daylight-saving) tables; commented-out entries are skipped."""
import json, re, sys

SRC = "/usr/share/perl5/Time/Zone.pm"
text = open(SRC, encoding="latin-1").read()

entry = re.compile(r'^\s*"(\w+)"\s*=>\s*([-+]?\d+)(?:\s*\*\s*3600)?\s*,?\s*(?:#\s*(.*))?$')
out_rows = []
for table, is_dst in (("@Zone", False), ("@dstZone", True)):
    block = re.search(r"my " + re.escape(table) + r" = \((.*?)\n\s*\);", text, re.S).group(1)
    for line in block.splitlines():
        if line.strip().startswith("#"):
            continue
        m = entry.match(line)
        if not m:
            continue
        hours = int(m.group(2))
        out_rows.append({
            "abbreviation": m.group(1).upper(),
            "utc_offset_hours": hours,
            "utc_offset_seconds": hours * 3600,
            "daylight_saving": is_dst,
            "description": (m.group(3) or "").strip(),
        })

out = sys.argv[1] if len(sys.argv) > 1 else "timedate-zone-offsets.json"
with open(out, "w", encoding="utf-8") as f:
    json.dump(out_rows, f, indent=2, ensure_ascii=False)
    f.write("\n")
