"""Write jwt-algorithms.csv: the JWS algorithms PyJWT (python3-jwt) registers by default."""
import csv
from jwt import algorithms

rows = []
for name, alg in algorithms.get_default_algorithms().items():
    h = getattr(alg, "hash_alg", None)
    hash_name = h().name.upper() if h is not None else ""
    rows.append({
        "algorithm": name,
        "implementation_class": type(alg).__name__,
        "hash_function": hash_name,
        "needs_cryptography_package": "yes" if name in algorithms.requires_cryptography else "no",
    })

with open("jwt-algorithms.csv", "w", newline="", encoding="utf-8") as f:
    w = csv.DictWriter(f, fieldnames=list(rows[0]))
    w.writeheader()
    w.writerows(rows)
