#!/usr/bin/python3
"""Unicode named character sequences (UCD NamedSequences.txt as shipped by Perl,
/usr/share/perl/5.36.0/unicore/NamedSequences.txt, package perl-modules-5.36).
The 290 Tamil syllable sequences are left out to keep the table small."""
import json

SRC = "/usr/share/perl/5.36.0/unicore/NamedSequences.txt"
with open(SRC, encoding="utf-8") as f:
    lines = f.read().splitlines()
version = lines[0].lstrip("# ").strip()          # e.g. NamedSequences-14.0.0.txt
entries = []
for line in lines:
    if not line.strip() or line.startswith("#"):
        continue
    name, seq = [part.strip() for part in line.split(";")]
    if name.startswith("TAMIL "):
        continue
    cps = seq.split()
    entries.append({
        "name": name,
        "group": name.split()[0],
        "code_points": " ".join("U+" + cp for cp in cps),
        "length": len(cps),
        "text": "".join(chr(int(cp, 16)) for cp in cps),
    })

with open("unicode-named-sequences.json", "w", encoding="utf-8") as f:
    json.dump({"source": version, "excluded": "TAMIL sequences",
               "count": len(entries), "sequences": entries},
              f, ensure_ascii=False, indent=1)
print(len(entries), "entries")
