#!/usr/bin/python3
"""Table of NODE_MODULE_VERSION (native addon ABI) numbers from the Node.js
ABI version registry shipped in the nodejs package."""
import csv, gzip, json

SRC = "/usr/share/doc/nodejs/abi_version_registry.json.gz"
with gzip.open(SRC, "rt", encoding="utf-8") as f:
    data = json.load(f)

with open("node-abi-module-versions.csv", "w", newline="", encoding="utf-8") as out:
    w = csv.writer(out, lineterminator="\n")
    w.writerow(["node_module_version", "runtime", "variant", "versions"])
    for e in data["NODE_MODULE_VERSION"]:
        w.writerow([e["modules"], e["runtime"], e["variant"], e["versions"]])
