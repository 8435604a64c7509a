#!/usr/bin/python3
"""Make webencodings-labels.csv from the WHATWG encoding-label table vendored in pip
(/usr/lib/python3/dist-packages/pip/_vendor/webencodings/labels.py, package python3-pip).
One row per label, in the order of the LABELS dictionary in the source file."""
import ast
import csv

SRC = "/usr/lib/python3/dist-packages/pip/_vendor/webencodings/labels.py"

with open(SRC, encoding="utf-8") as f:
    tree = ast.parse(f.read())

labels = None
for node in tree.body:
    if isinstance(node, ast.Assign) and any(
            isinstance(t, ast.Name) and t.id == "LABELS" for t in node.targets):
        labels = [(k.value, v.value) for k, v in zip(node.value.keys, node.value.values)]
assert labels

with open("webencodings-labels.csv", "w", newline="", encoding="utf-8") as out:
    w = csv.writer(out)
    w.writerow(["position", "label", "encoding", "label_equals_encoding_name"])
    for i, (label, enc) in enumerate(labels, 1):
        w.writerow([i, label, enc, "yes" if label == enc else "no"])
