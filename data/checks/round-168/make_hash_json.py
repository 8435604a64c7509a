#!/usr/bin/python3
"""Hash algorithm classes defined in python3-cryptography's hazmat.primitives.hashes module."""
import inspect, json
from cryptography.hazmat.primitives import hashes
out = []
for cname, cls in inspect.getmembers(hashes, inspect.isclass):
    if cls is hashes.HashAlgorithm or not issubclass(cls, hashes.HashAlgorithm):
        continue
    xof = issubclass(cls, hashes.ExtendableOutputFunction)
    ds = cls.__dict__.get("digest_size")
    if not isinstance(ds, int):
        ds = getattr(cls, "_max_digest_size", None)
    if xof:
        ds = None
    bs = cls.__dict__.get("block_size")
    out.append({
        "class_name": cname,
        "algorithm_name": cls.name,
        "digest_size_bytes": ds,
        "digest_size_bits": ds * 8 if ds else None,
        "block_size_bytes": bs,
        "extendable_output": xof,
    })
with open("cryptography-hash-algorithms.json", "w", encoding="utf-8") as f:
    json.dump(out, f, indent=2)
    f.write("\n")
print(len(out))
