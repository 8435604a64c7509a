"""Table of the named elliptic curves defined by python3-cryptography
(/usr/lib/python3/dist-packages/cryptography/hazmat/primitives/asymmetric/ec.py).

One entry per curve class in the module's _OID_TO_CURVE map: its name, Python class,
key_size, object identifier, and every alias name under which _CURVE_TYPES lists it.
"""
import json
from cryptography.hazmat.primitives.asymmetric import ec

entries = []
for oid, cls in ec._OID_TO_CURVE.items():
    names = [k for k, v in ec._CURVE_TYPES.items() if v is cls]
    entries.append({
        "curve_name": cls.name,
        "python_class": cls.__name__,
        "key_size_bits": cls.key_size,
        "oid": oid.dotted_string,
        "other_names": [n for n in names if n != cls.name],
    })

with open("cryptography-ec-curves.json", "w", encoding="utf-8") as f:
    json.dump(entries, f, indent=2)
    f.write("\n")
print(len(entries), "entries")
