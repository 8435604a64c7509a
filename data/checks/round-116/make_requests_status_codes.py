"""JSON table of the HTTP status-code names known to the 'requests' library
vendored in pip (package python3-pip).

Source: /usr/lib/python3/dist-packages/pip/_vendor/requests/status_codes.py
(the literal dict `_codes`, read with ast, not imported).
One entry per status code: the code, its class (1xx..5xx by first digit),
the first (primary) name, the other accepted names in file order, and the
total number of names.
"""
import ast
import json

SRC = "/usr/lib/python3/dist-packages/pip/_vendor/requests/status_codes.py"
CLASSES = {1: "Informational", 2: "Success", 3: "Redirection",
           4: "Client error", 5: "Server error"}

tree = ast.parse(open(SRC, encoding="utf-8").read())
codes = None
for node in tree.body:
    if isinstance(node, ast.Assign) and any(
            isinstance(t, ast.Name) and t.id == "_codes" for t in node.targets):
        codes = ast.literal_eval(node.value)
        break

entries = []
for code, names in codes.items():
    entries.append({
        "code": code,
        "status_class": CLASSES[code // 100],
        "primary_name": names[0],
        "other_names": list(names[1:]),
        "name_count": len(names),
    })

print(json.dumps(entries, indent=2, ensure_ascii=False))
