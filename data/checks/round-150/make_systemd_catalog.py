#!/usr/bin/python3
"""Entries of systemd's English journal message catalog, with translation counts."""
import glob, json, re

CAT = "/usr/lib/systemd/catalog/"

def parse(path):
    entries, cur = [], None
    for line in open(path, encoding="utf-8"):
        line = line.rstrip("\n")
        m = re.match(r"^-- ([0-9a-f]{32})(?: (\S+))?$", line)
        if m:
            cur = {"message_id": m.group(1), "lang": m.group(2), "headers": {}, "body": []}
            entries.append(cur)
        elif cur is not None:
            h = re.match(r"^(Subject|Defined-By|Support|Documentation): (.*)$", line)
            if h and not cur["body"]:
                cur["headers"].setdefault(h.group(1), []).append(h.group(2))
            elif line.strip() or cur["body"]:
                cur["body"].append(line)
    return entries

english = parse(CAT + "systemd.catalog")
translated = {}
for path in sorted(glob.glob(CAT + "systemd.*.catalog")):
    for e in parse(path):
        translated.setdefault(e["message_id"], set()).add(path.split("systemd.")[1][:-len(".catalog")])

out = []
for e in english:
    h = e["headers"]
    docs = []
    for d in h.get("Documentation", []):
        docs.extend(d.split())
    out.append({
        "message_id": e["message_id"],
        "subject": h["Subject"][0],
        "defined_by": h["Defined-By"][0],
        "documentation": docs,
        "translation_count": len(translated.get(e["message_id"], ())),
    })
print(json.dumps(out, indent=2, ensure_ascii=False))
