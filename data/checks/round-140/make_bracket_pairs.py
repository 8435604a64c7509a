#!/usr/bin/python3
"""Build unicode-bracket-pairs.csv from Perl's Unicode 14.0.0 tables
(perl-modules-5.36): To/Bpb.pl (Bidi_Paired_Bracket), To/Bpt.pl
(Bidi_Paired_Bracket_Type) and Blocks.txt. Character names come from
Python's unicodedata module (also Unicode 14.0.0)."""
import csv, re, sys, unicodedata

UNICORE = "/usr/share/perl/5.36.0/unicore"

def read_table(path):
    text = open(path, encoding="utf-8").read()
    body = text.split("return <<'END';\n", 1)[1].split("\nEND\n", 1)[0]
    out = {}
    for line in body.splitlines():
        m = re.match(r"^([0-9A-F]+)\t([0-9A-F]*)\t(\S+)$", line)
        if not m:
            continue
        lo = int(m.group(1), 16)
        hi = int(m.group(2), 16) if m.group(2) else lo
        for cp in range(lo, hi + 1):
            out[cp] = m.group(3)
    return out

def read_blocks(path):
    blocks = []
    for line in open(path, encoding="utf-8"):
        m = re.match(r"^([0-9A-F]+)\.\.([0-9A-F]+); (.+)$", line.strip())
        if m:
            blocks.append((int(m.group(1), 16), int(m.group(2), 16), m.group(3)))
    return blocks

def block_of(cp, blocks):
    for lo, hi, name in blocks:
        if lo <= cp <= hi:
            return name
    return ""

bpb = read_table(UNICORE + "/To/Bpb.pl")
bpt = read_table(UNICORE + "/To/Bpt.pl")
blocks = read_blocks(UNICORE + "/Blocks.txt")

w = csv.writer(sys.stdout, lineterminator="\n")
w.writerow(["opening_code_point", "opening_name", "closing_code_point",
            "closing_name", "block"])
for cp in sorted(bpb):
    if bpt.get(cp) != "o":
        continue
    close = int(bpb[cp], 16)
    assert bpt.get(close) == "c" and int(bpb[close], 16) == cp
    w.writerow(["U+%04X" % cp, unicodedata.name(chr(cp)),
                "U+%04X" % close, unicodedata.name(chr(close)),
                block_of(cp, blocks)])
