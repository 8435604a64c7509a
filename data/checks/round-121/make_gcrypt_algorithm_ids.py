#!/usr/bin/python3
"""Table of libgcrypt cipher and message-digest algorithm identifiers,
parsed from the enums gcry_cipher_algos and gcry_md_algos in
/usr/include/gcrypt.h (package libgcrypt20-dev)."""
import csv
import re

SRC = "/usr/include/gcrypt.h"
text = open(SRC, encoding="utf-8").read()

rows = []
for enum, kind, prefix in (("gcry_cipher_algos", "cipher", "GCRY_CIPHER_"),
                           ("gcry_md_algos", "digest", "GCRY_MD_")):
    body = re.search(r"^enum %s\s*\{(.*?)\};" % enum, text, re.S | re.M).group(1)
    for m in re.finditer(r"^[ \t]*(%s\w+)[ \t]*=[ \t]*(\d+)[ \t]*,?[ \t]*(?:/\*[ \t]*(.*?)[ \t]*\*/)?[ \t]*$" % prefix,
                         body, re.M):
        const, value, comment = m.group(1), int(m.group(2)), m.group(3) or ""
        rows.append({"kind": kind,
                     "constant": const,
                     "algorithm": const[len(prefix):],
                     "id": value,
                     "header_comment": comment})

with open("gcrypt-algorithm-ids.csv", "w", newline="", encoding="utf-8") as f:
    w = csv.DictWriter(f, fieldnames=["kind", "constant", "algorithm", "id", "header_comment"])
    w.writeheader()
    w.writerows(rows)
print(len(rows), "rows")
