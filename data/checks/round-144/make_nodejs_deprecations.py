#!/usr/bin/python3
"""Build nodejs-deprecations.csv from the Node.js API documentation
/usr/share/doc/nodejs/api/deprecations.md (package nodejs).

One row per "### DEPnnnn: ..." entry of the "List of deprecated APIs".
Columns:
  code   - deprecation code, e.g. DEP0005
  number - numeric part of the code
  api    - heading text after the code, with Markdown backticks removed
  type   - the entry's "Type:" line, with a trailing full stop dropped and
           Markdown link/backtick markup removed
"""
import csv, re, sys

SRC = "/usr/share/doc/nodejs/api/deprecations.md"
rows, cur = [], None
for line in open(SRC, encoding="utf-8"):
    line = line.rstrip("\n")
    m = re.match(r"^### (DEP(\d{4})): (.*)$", line)
    if m:
        cur = {"code": m.group(1), "number": int(m.group(2)),
               "api": m.group(3).replace("`", ""), "type": ""}
        rows.append(cur)
        continue
    if line.startswith("## "):
        cur = None
    if cur is not None and line.startswith("Type:") and not cur["type"]:
        t = line[len("Type:"):].strip()
        t = re.sub(r"\[([^\]]*)\]\[[^\]]*\]", r"\1", t)   # [text][ref] -> text
        t = t.replace("`", "").rstrip(".")
        cur["type"] = t

assert all(r["type"] for r in rows)
with open(sys.argv[1] if len(sys.argv) > 1 else "nodejs-deprecations.csv",
          "w", newline="", encoding="utf-8") as f:
    wr = csv.DictWriter(f, lineterminator="\n",
                        fieldnames=["code", "number", "api", "type"])
    wr.writeheader()
    wr.writerows(rows)
