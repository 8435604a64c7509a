#!/usr/bin/python3
"""Make url-schemes.json from the scheme lists in Python's urllib.parse.

urllib.parse (Python 3.11 standard library) keeps six module-level lists that
say how urljoin/urlsplit treat each URL scheme: uses_relative, uses_netloc,
uses_params, uses_query, uses_fragment and non_hierarchical.  This writes one
object per named scheme (the empty scheme '' is left out), sorted by scheme,
with a true/false field per list and "lists": the names of the lists the
scheme appears in, in the order above.
"""
import json
import urllib.parse as up

LISTS = ["uses_relative", "uses_netloc", "uses_params", "uses_query",
         "uses_fragment", "non_hierarchical"]
OUT = "url-schemes.json"

schemes = sorted({s for n in LISTS for s in getattr(up, n) if s})
out = []
for s in schemes:
    obj = {"scheme": s}
    for n in LISTS:
        obj[n] = s in getattr(up, n)
    obj["lists"] = [n for n in LISTS if s in getattr(up, n)]
    out.append(obj)

with open(OUT, "w", encoding="utf-8") as f:
    json.dump(out, f, indent=2)
    f.write("\n")
print(len(out), "schemes written to", OUT)
