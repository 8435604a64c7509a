#!/usr/bin/python3
"""postgresql-stopwords.csv from PostgreSQL 15's full-text-search stop-word lists.

One row per non-empty line of /usr/share/postgresql/15/tsearch_data/*.stop:
language (file name without .stop), position (1-based among that file's words),
word. Languages in alphabetical order, words in file order.
"""
import csv, glob, os

rows = []
for path in sorted(glob.glob("/usr/share/postgresql/15/tsearch_data/*.stop")):
    lang = os.path.basename(path)[:-5]
    n = 0
    with open(path, encoding="utf-8") as f:
        for line in f:
            w = line.strip()
            if not w:
                continue
            n += 1
            rows.append((lang, n, w))
with open("postgresql-stopwords.csv", "w", newline="", encoding="utf-8") as f:
    wr = csv.writer(f, lineterminator="\n")
    wr.writerow(["language", "position", "word"])
    wr.writerows(rows)
print(len(rows), "rows")
