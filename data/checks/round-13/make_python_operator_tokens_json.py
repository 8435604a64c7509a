#!/usr/bin/python3
"""Make python-operator-tokens.json from Python's token module (token.EXACT_TOKEN_TYPES)."""
import json, sys, token

items = sorted(token.EXACT_TOKEN_TYPES.items(), key=lambda kv: kv[1])
data = {
    "python_version": "%d.%d.%d" % sys.version_info[:3],
    "source": "token.EXACT_TOKEN_TYPES",
    "tokens": [
        {"string": s, "token_number": n, "token_name": token.tok_name[n],
         "length": len(s)}
        for s, n in items
    ],
}
with open("python-operator-tokens.json", "w", encoding="utf-8") as out:
    json.dump(data, out, indent=2, ensure_ascii=False)
    out.write("\n")
