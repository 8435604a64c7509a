#!/usr/bin/python3
"""Recompute every answer in metadata.jsonl from the attachments (run from this folder)."""
import csv, json, re

def lines(fn):
    return open(fn, encoding="utf-8").read().split("\n")

got = {}
# tmux copyright
t = lines("tmux-copyright.txt")
i = t.index("Files: compat/getline.c"); got[1] = t[i + 2].split(": ", 1)[1]
spans = {}
for ln in t[6:33]:
    m = re.search(r"(\d{4})(?:-(\d{4}))?, (.+?)(?: <|$)", ln)
    a, b, who = int(m.group(1)), int(m.group(2) or m.group(1)), m.group(3)
    spans[who] = max(spans.get(who, 0), b - a)
best = max(spans.values()); got[2] = [w for w, s in spans.items() if s == best]
assert len(got[2]) == 1; got[2] = got[2][0]
blk = "\n".join(t).split("\n\n")
bsd3 = [b for b in blk if "License: BSD-3-clause" in b and b.startswith("Files:")]
assert len(bsd3) == 1
got[3] = str(len(re.findall(r"compat/\S+", bsd3[0])))
# patch NEWS
p = lines("patch-NEWS.txt")
head = None
for ln in p:
    if ln.startswith("Changes in version"): head = ln
    if "--follow-symlinks" in ln: got[4] = head.split()[-1].rstrip(":"); break
txt = "\n".join(p)
got[5] = re.search(r'of\s+"\.\."\.\s+This addresses (CVE-[\d-]+)\.', txt).group(1)
got[6] = [ln for ln in p if ln.startswith("Changes in version")][-1].split()[-1].rstrip(":")
# xxd
x = "\n".join(lines("xxd.1.txt"))
m = re.search(r"Default 16 \(-i: (\d+), -ps: (\d+), -b:\s+(\d+)\)", x)
got[7] = m.group(1); got[9] = str(int(m.group(2)) - int(m.group(3)))
got[8] = re.search(r"\n\s+(\d)\s+problems with output file", x).group(1)
got[10] = re.search(r"Manual page started by (.+)\n", x).group(1).split(" <")[0]
# util-linux
u = lines("util-linux-deprecated.txt")
i = [k for k, ln in enumerate(u) if "pg(1) command" in ln][0]
got[11] = ", ".join(re.findall(r"(\w+)\(1\)", u[i + 1]))
got[12] = str(len({ln.split()[2] for ln in u if re.match(r"(?i)what:\s+sfdisk ", ln)}))
vers = [re.match(r"since:\s+(v[\d.]+)", ln).group(1) for ln in u if ln.startswith("since:")]
got[13] = min(vers, key=lambda v: tuple(int(n) for n in v[1:].split(".")))
# pg_hba
g = "\n".join(lines("pg_hba.conf.sample.txt"))
meth = re.search(r"# METHOD can be (.+?)\.\n", g, re.S).group(1)
got[14] = str(len(re.findall(r'"([^"]+)"', meth)))
got[15] = re.search(r'- "(\w+)" is a TCP/IP socket that is GSSAPI-encrypted', g).group(1)
got[16] = str(sum(1 for ln in g.split("\n") if re.match(r"host\s", ln)))
# xkb json
L = json.load(open("xkb-layouts.json", encoding="utf-8"))
mx = max(len(d["variants"]) for d in L)
top = [d["layout"] for d in L if len(d["variants"]) == mx]; assert len(top) == 1; got[17] = top[0]
got[18] = str(sum(1 for d in L if not d["variants"]))
got[19] = ", ".join([d for d in L if d["description"] == "Maltese"][0]["variants"])
got[20] = str(sum(1 for d in L if "dvorak" in d["variants"] and d["description"] != "English (US)"))
# colours csv
R = list(csv.DictReader(open("x11-colors.csv", encoding="ascii")))
by = {r["name"]: r for r in R}
got[21] = by["PapayaWhip"]["hex"]
got[22] = ", ".join(r["name"] for r in R if r["red"] == r["green"] == r["blue"] == "0")
med = [r for r in R if r["name"].startswith("Medium") and not re.search(r"\d", r["name"])]
mb = max(int(r["blue"]) for r in med); w = [r["name"] for r in med if int(r["blue"]) == mb]
assert len(w) == 1; got[23] = w[0]
got[24] = str(int(by["LawnGreen"]["green"]) - int(by["ForestGreen"]["green"]))

ok = True
for ln in open("metadata.jsonl", encoding="utf-8"):
    d = json.loads(ln); n = int(d["task_id"].split("-")[1])
    flag = "OK " if got[n] == d["Final answer"] else "BAD"
    ok &= flag == "OK "
    print(flag, d["task_id"], repr(d["Final answer"]), repr(got[n]))
print("ALL OK" if ok else "MISMATCH")
