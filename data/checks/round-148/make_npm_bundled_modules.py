#!/usr/bin/python3
"""Table of the packages bundled with npm (package nodejs), read from
/usr/lib/node_modules/npm/node_modules/*/package.json (top level only)."""
import json, os

BASE = "/usr/lib/node_modules/npm/node_modules"
rows = []
for d in sorted(os.listdir(BASE)):
    if d.startswith("."):
        continue
    dirs = [os.path.join(d, x) for x in sorted(os.listdir(os.path.join(BASE, d)))] if d.startswith("@") else [d]
    for p in dirs:
        f = os.path.join(BASE, p, "package.json")
        if not os.path.exists(f):
            continue
        with open(f, encoding="utf-8") as fh:
            j = json.load(fh)
        deps = j.get("dependencies") or {}
        engines = j.get("engines")
        node = engines.get("node") if isinstance(engines, dict) else None
        rows.append({
            "package": j.get("name"),
            "version": j.get("version"),
            "license": j.get("license"),
            "runtime_dependency_count": len(deps) if isinstance(deps, dict) else 0,
            "provides_executable": bool(j.get("bin")),
            "node_engine_requirement": node,
        })

with open("npm-bundled-modules.json", "w", encoding="utf-8") as out:
    json.dump(rows, out, indent=2, ensure_ascii=False)
    out.write("\n")
