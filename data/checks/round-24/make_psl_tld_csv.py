#!/usr/bin/python3
"""Write psl-tld-summary.csv from the Public Suffix List shipped by Debian's
publicsuffix package (/usr/share/publicsuffix/public_suffix_list.dat).

One row per top-level domain that appears in the ICANN section of the list,
sorted by TLD (plain Python string order).  Columns:
  tld            the last label of the rules (as written in the list, Unicode)
  icann_rules    rules in the ICANN section ending in that TLD (the TLD itself included)
  icann_wildcard those of them starting with "*."
  icann_exception those of them starting with "!"
  private_rules  rules in the PRIVATE section ending in that TLD
Comment lines (//) and blank lines are ignored; a rule is the first
whitespace-separated word of a line."""
import csv
from collections import Counter, OrderedDict

SRC = "/usr/share/publicsuffix/public_suffix_list.dat"
section = None
icann, wild, exc, private = Counter(), Counter(), Counter(), Counter()
with open(SRC, encoding="utf-8") as f:
    for line in f:
        line = line.strip()
        if line.startswith("// ===BEGIN ICANN DOMAINS==="):
            section = "icann"; continue
        if line.startswith("// ===BEGIN PRIVATE DOMAINS==="):
            section = "private"; continue
        if line.startswith("// ===END"):
            section = None; continue
        if not line or line.startswith("//") or section is None:
            continue
        rule = line.split()[0]
        tld = rule.lstrip("!").split(".")[-1]
        if section == "icann":
            icann[tld] += 1
            if rule.startswith("*."):
                wild[tld] += 1
            if rule.startswith("!"):
                exc[tld] += 1
        else:
            private[tld] += 1

with open("psl-tld-summary.csv", "w", newline="", encoding="utf-8") as f:
    w = csv.writer(f)
    w.writerow(["tld", "icann_rules", "icann_wildcard", "icann_exception", "private_rules"])
    for tld in sorted(icann):
        w.writerow([tld, icann[tld], wild[tld], exc[tld], private[tld]])
print(len(icann), "TLDs;", sum(icann.values()), "ICANN rules;",
      sum(private.values()), "private rules,",
      sum(v for k, v in private.items() if k not in icann), "of them under TLDs not in the ICANN section")
