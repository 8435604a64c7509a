#!/usr/bin/python3
"""Make ubuntu-releases.csv from /usr/share/distro-info/ubuntu.csv (distro-info-data).
One row per release, in file order. lts = yes when the version carries "LTS";
support_days = days from release date to the (standard) eol date."""
import csv, datetime

SRC = "/usr/share/distro-info/ubuntu.csv"
d = lambda s: datetime.date.fromisoformat(s)
with open(SRC, newline="") as f, open("ubuntu-releases.csv", "w", newline="") as out:
    w = csv.writer(out, lineterminator="\n")
    w.writerow(["version", "codename", "series", "lts", "created", "release", "eol", "eol_esm", "support_days"])
    for r in csv.DictReader(f):
        lts = "LTS" in r["version"]
        w.writerow([r["version"].replace(" LTS", ""), r["codename"], r["series"], "yes" if lts else "no",
                    r["created"], r["release"], r["eol"], r.get("eol-esm") or "",
                    (d(r["eol"]) - d(r["release"])).days])
