#!/usr/bin/python3
"""Table of the encodings that Perl's Encode demand-loads, and the module that provides each.

Source: /usr/lib/x86_64-linux-gnu/perl/5.36.0/Encode/Config.pm (Debian package libperl5.36).
Entries in the first %ExtModule list are available on all platforms; those added inside
`unless ( ord("A") == 193 )` are only added on non-EBCDIC platforms. Commented-out entries are skipped.
"""
import csv, re, sys

SRC = "/usr/lib/x86_64-linux-gnu/perl/5.36.0/Encode/Config.pm"
pair = re.compile(r"^\s*'([^']+)'\s*=>\s*'([^']+)',")
rows = []
availability = "all platforms"
with open(SRC, encoding="utf-8") as f:
    for line in f:
        if line.startswith("__END__"):
            break
        if 'unless ( ord("A") == 193 )' in line:
            availability = "non-EBCDIC platforms only"
        m = pair.match(line)
        if m:
            rows.append({"encoding": m.group(1), "module": m.group(2), "availability": availability})

out = sys.argv[1] if len(sys.argv) > 1 else "perl-encode-modules.csv"
with open(out, "w", newline="", encoding="utf-8") as f:
    w = csv.DictWriter(f, fieldnames=["encoding", "module", "availability"], lineterminator="\n")
    w.writeheader()
    w.writerows(rows)
print(len(rows), "rows")
