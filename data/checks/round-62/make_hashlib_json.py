#!/usr/bin/python3
"""Every name in hashlib.algorithms_available (this machine's Python 3.11 + OpenSSL 3),
sorted by name -> JSON list of objects:
  name, guaranteed (in hashlib.algorithms_guaranteed), digest_size and block_size
  (bytes, as reported by hashlib.new(name)), abc_hexdigest (hex digest of b"abc";
  for the variable-length shake_* algorithms a 32-byte output is used).
"""
import hashlib, json, sys

out = []
for name in sorted(hashlib.algorithms_available):
    h = hashlib.new(name)
    h2 = hashlib.new(name, b"abc")
    if name.startswith("shake_"):
        hexd = h2.hexdigest(32)
    else:
        hexd = h2.hexdigest()
    out.append({
        "name": name,
        "guaranteed": name in hashlib.algorithms_guaranteed,
        "digest_size": h.digest_size,
        "block_size": h.block_size,
        "abc_hexdigest": hexd,
    })
with open("python-hashlib-algorithms.json", "w", encoding="utf-8") as f:
    json.dump(out, f, indent=2, ensure_ascii=False)
    f.write("\n")
print(len(out), "objects", file=sys.stderr)
