#!/usr/bin/python3
"""Make ca-certificates.csv: one row per root certificate shipped by the
Debian ca-certificates package in /usr/share/ca-certificates/mozilla/.
Columns: file, common_name (subject CN, or the first subject OU when there
is no CN), organization (subject O, empty if none), country (subject C,
empty if none), valid_from and valid_until (dates, YYYY-MM-DD, UTC).
Rows sorted by file name."""
import csv, glob, os, ssl, sys
from datetime import datetime, timezone

def first(subject, key):
    for rdn in subject:
        for k, v in rdn:
            if k == key:
                return v
    return ""

def day(s):
    return datetime.fromtimestamp(ssl.cert_time_to_seconds(s), timezone.utc).strftime("%Y-%m-%d")

rows = []
for path in sorted(glob.glob("/usr/share/ca-certificates/mozilla/*.crt")):
    d = ssl._ssl._test_decode_cert(path)
    subj = d["subject"]
    cn = first(subj, "commonName") or first(subj, "organizationalUnitName")
    rows.append([os.path.basename(path), cn, first(subj, "organizationName"),
                 first(subj, "countryName"), day(d["notBefore"]), day(d["notAfter"])])

with open("ca-certificates.csv", "w", newline="", encoding="utf-8") as f:
    w = csv.writer(f, lineterminator="\n")
    w.writerow(["file", "common_name", "organization", "country", "valid_from", "valid_until"])
    w.writerows(rows)
print(len(rows), "rows", file=sys.stderr)
