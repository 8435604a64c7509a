#!/usr/bin/python3
"""Build postgresql-snowball-configs.json from PostgreSQL 15's
/usr/share/postgresql/15/snowball_create.sql (package postgresql-15).

One entry per language text-search configuration created by initdb:
  configuration        - name of the text search configuration
  stem_dictionary      - Snowball stemming dictionary created for it
  stopwords            - StopWords = parameter (stop-word list name), or null
  asciiword_dictionary - dictionary used for the asciiword/hword_asciipart/
                         asciihword token types
  (the word/hword_part/hword token types always use stem_dictionary)
"""
import json, re, sys

SRC = "/usr/share/postgresql/15/snowball_create.sql"
sql = open(SRC, encoding="utf-8").read()

dicts = {}
for m in re.finditer(r"CREATE TEXT SEARCH DICTIONARY (\w+)\s*\(([^)]*)\);", sql):
    params = dict((k.strip().lower(), v.strip())
                  for k, v in (p.split("=") for p in m.group(2).split(",")))
    dicts[m.group(1)] = params

configs = {}
order = []
for m in re.finditer(r"CREATE TEXT SEARCH CONFIGURATION (\w+)", sql):
    order.append(m.group(1))
    configs[m.group(1)] = {}
for m in re.finditer(r"ALTER TEXT SEARCH CONFIGURATION (\w+) ADD MAPPING\s+FOR ([\w\s,]+?)\s+WITH (\w+);", sql):
    toks = [t.strip() for t in m.group(2).split(",")]
    for t in toks:
        configs[m.group(1)][t] = m.group(3)

out = []
for name in order:
    mp = configs[name]
    stem = mp["word"]
    d = dicts[stem]
    assert d["language"] == name and mp["hword"] == stem
    out.append({
        "configuration": name,
        "stem_dictionary": stem,
        "stopwords": d.get("stopwords"),
        "asciiword_dictionary": mp["asciiword"],
    })

with open(sys.argv[1] if len(sys.argv) > 1 else "postgresql-snowball-configs.json",
          "w", encoding="utf-8") as f:
    json.dump(out, f, indent=2)
    f.write("\n")
