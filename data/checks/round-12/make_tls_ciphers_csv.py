#!/usr/bin/python3
"""Write the cipher suites enabled in Python's default TLS client context
(ssl.create_default_context().get_ciphers(), i.e. what the system OpenSSL
offers by default) to tls-default-ciphers.csv, in the order OpenSSL returns them."""
import csv, ssl

ctx = ssl.create_default_context()
fields = ["name", "protocol", "kea", "auth", "symmetric", "digest", "aead", "alg_bits", "strength_bits", "description"]
with open("tls-default-ciphers.csv", "w", newline="", encoding="utf-8") as f:
    w = csv.writer(f)
    w.writerow(["position"] + fields)
    for i, c in enumerate(ctx.get_ciphers(), 1):
        row = [i]
        for k in fields:
            v = c.get(k)
            if k == "description":
                v = " ".join(v.split())
            row.append("" if v is None else v)
        w.writerow(row)
