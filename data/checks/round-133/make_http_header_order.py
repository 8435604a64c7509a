#!/usr/bin/python3
"""Table of the "good practice" HTTP header order defined in HTTP::Headers
(/usr/share/perl5/HTTP/Headers.pm, package libhttp-message-perl)."""
import csv
import re

SRC = "/usr/share/perl5/HTTP/Headers.pm"
text = open(SRC, encoding="utf-8").read()
rows = []
pos = 0
for var, category in [("general_headers", "general"),
                      ("request_headers", "request"),
                      ("response_headers", "response"),
                      ("entity_headers", "entity")]:
    m = re.search(r"my @%s = qw\((.*?)\);" % var, text, re.S)
    names = m.group(1).split()
    for i, name in enumerate(names, 1):
        pos += 1
        rows.append({"order": pos, "header": name, "category": category,
                     "position_in_category": i})
with open("http-header-order.csv", "w", newline="", encoding="utf-8") as f:
    w = csv.DictWriter(f, fieldnames=["order", "header", "category",
                                      "position_in_category"])
    w.writeheader()
    w.writerows(rows)
