#!/usr/bin/python3
"""Turn /etc/protocols (netbase) into ip-protocols.csv.

One row per non-comment line, in file order:
  keyword, number, aliases (the official name(s) after the number, space-separated
  as in the file; empty when none), comment (text after '#'), rfc (the [RFCnnnn]
  reference inside the comment, without brackets; empty when none),
  iana_assigned ("no" for the entries after the file's remark "The following
  entries have not been assigned by IANA but are used internally by the Linux
  kernel.", "yes" before it).
Comment-only lines (starting with '#') are skipped.
"""
import csv, re, sys

SRC = "/etc/protocols"
OUT = "ip-protocols.csv"

rows = []
iana = "yes"
with open(SRC, encoding="utf-8") as f:
    for line in f:
        line = line.rstrip("\n")
        if "have not been assigned by IANA" in line:
            iana = "no"
        if not line.strip() or line.lstrip().startswith("#"):
            continue
        data, _, comment = line.partition("#")
        fields = data.split()
        keyword, number, aliases = fields[0], int(fields[1]), fields[2:]
        comment = comment.strip()
        m = re.search(r"\[(RFC\d+)\]", comment)
        rows.append({
            "keyword": keyword,
            "number": number,
            "aliases": " ".join(aliases),
            "comment": comment,
            "rfc": m.group(1) if m else "",
            "iana_assigned": iana,
        })

with open(OUT, "w", newline="", encoding="utf-8") as f:
    w = csv.DictWriter(f, fieldnames=["keyword", "number", "aliases", "comment", "rfc", "iana_assigned"])
    w.writeheader()
    w.writerows(rows)
print(f"{OUT}: {len(rows)} rows", file=sys.stderr)
