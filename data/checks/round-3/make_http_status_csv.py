#!/usr/bin/python3
"""Write http-status.csv from Python 3.11's http.HTTPStatus enum
(/usr/lib/python3.11/http/__init__.py, package libpython3.11-stdlib).
One row per status: code,phrase,description. Run with /usr/bin/python3."""
import csv, http, sys
w = csv.writer(open(sys.argv[1] if len(sys.argv) > 1 else "http-status.csv", "w", newline=""))
w.writerow(["code", "phrase", "description"])
for s in http.HTTPStatus:
    w.writerow([s.value, s.phrase, s.description])
