#!/usr/bin/python3
"""Make sql-features.csv from /usr/share/postgresql/15/sql_features.txt (postgresql-15).

The source is tab-separated with six fields per line and no header; this script
writes the same rows, in the same order, as CSV with a header row:
feature_id, feature_name, sub_feature_id, sub_feature_name, is_supported, comments
(empty fields stay empty).
"""
import csv

SRC = "/usr/share/postgresql/15/sql_features.txt"
HEADER = ["feature_id", "feature_name", "sub_feature_id", "sub_feature_name",
          "is_supported", "comments"]

rows = []
with open(SRC, encoding="utf-8") as f:
    for line in f:
        fields = line.rstrip("\n").split("\t")
        assert len(fields) == 6, fields
        rows.append(fields)

with open("sql-features.csv", "w", newline="", encoding="utf-8") as out:
    w = csv.writer(out)
    w.writerow(HEADER)
    w.writerows(rows)
print(len(rows), "rows")
