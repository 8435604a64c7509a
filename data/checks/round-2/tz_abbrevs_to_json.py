"""PostgreSQL timezonesets/Default -> JSON list of objects, in file order.
A line is: ABBREV OFFSET-SECONDS [D] # description, or ABBREV ZONE-NAME # description.
utc_offset_seconds is null when the abbreviation is defined by a zone name instead."""
import json, re, sys

out = []
with open(sys.argv[1], encoding="utf-8") as f:
    for line in f:
        body, _, comment = line.partition("#")
        parts = body.split()
        if not parts or parts[0].startswith("@"):
            continue
        abbrev, spec = parts[0], parts[1]
        dst = len(parts) > 2 and parts[2] == "D"
        is_num = re.fullmatch(r"-?\d+", spec) is not None
        out.append({
            "abbreviation": abbrev,
            "utc_offset_seconds": int(spec) if is_num else None,
            "zone": None if is_num else spec,
            "daylight_saving": dst,
            "description": comment.strip(),
        })
json.dump(out, sys.stdout, indent=1, ensure_ascii=False)
sys.stdout.write("\n")
