#!/usr/bin/python3
"""Recompute every answer of metadata.jsonl from the attachments; prints task, computed, expected, OK/FAIL."""
import csv, json, re
from datetime import date

def lines(f): return open(f, encoding="utf-8").read().split("\n")
cp = lines("nss-pem-copyright.txt"); ch = lines("pyopenssl-changelog.rst")
lb = lines("lsblk.8.txt"); zu = lines("zutty-USAGE.org"); vi = lines("vim-os_390.txt")
tc = {r["name"]: int(r["value"]) for r in csv.DictReader(open("termios-constants.csv"))}
us = json.load(open("unicode-chess-symbols.json", encoding="utf-8"))["characters"]

got = {}
i = cp.index("Files: debian/*"); got[1] = cp[i+1].split(":",1)[1].split("<")[0].split(None,1)[1].strip()
stz = "\n".join(cp).split("\n\n")
got[2] = str(sum(1 for s in stz if s.startswith("Files:") and "License: BSD-3-clause" in s))
moz = [l for l in cp if "The Mozilla Project" in l][0]; hom = [l for l in cp if "Mike Hommey" in l][0]
got[3] = str(int(re.search(r"(\d{4})-", hom).group(1)) - int(re.search(r"(\d{4})-", moz).group(1)))
rel = [(m.group(1), m.group(2)) for l in ch for m in [re.match(r"^(\d+\.\d+\.\d+) \((\d{4}-\d\d-\d\d)\)", l)] if m]
got[4] = rel[0][0]
ssl = [n for n, l in enumerate(ch) if "Remove support for SSLv2 and SSLv3" in l][0]
got[5] = [d for v, d in rel if ch.index("%s (%s)" % (v, d)) < ssl][-1]
rd = dict(rel); d = lambda s: date.fromisoformat(s)
got[6] = str((d(rd["17.5.0"]) - d(rd["17.4.0"])).days)
st = [n for n, l in enumerate(ch) if "full stewardship of PyCA" in l][0]
got[7] = [v for v, dd in rel if ch.index("%s (%s)" % (v, dd)) < st][-1]
k = [n for n, l in enumerate(lb) if "some specified devices found, some not found" in l][0]; got[8] = lb[k-1].strip()
k = [n for n, l in enumerate(lb) if "NAME,FSTYPE" in l][0]; got[9] = str(len(lb[k].strip().rstrip(". The").split(",")))
got[10] = re.search(r"kernel (\d+\.\d+\.\d+)", "\n".join(lb)).group(1)
got[11] = re.search(r"maximum\s+allowed value is ([\d,]+)", "\n".join(zu)).group(1).replace(",", "")
got[12] = re.search(r"=(fonts-[a-z-]+)=: Hack", "\n".join(zu)).group(1)
got[13] = re.search(r"Zutty\.color11:\s+(#\w+)", "\n".join(zu)).group(1)   # 3 + 8 = 11 (l.390-391)
got[14] = re.search(r"=TERM=\s*\|\s*Set to =([^=]+)=", "\n".join(zu)).group(1)
got[15] = re.search(r"port to z/OS UNIX was done by (\w+ \w+)", "\n".join(vi)).group(1)
got[16] = re.search(r"version (\S+), and it causes", "\n".join(vi)).group(1).rstrip(",")
k = vi.index("Disabled at compile time:"); n = 0
while vi[k+1+n].strip().startswith("- "): n += 1
got[17] = str(n)
got[18] = str(tc["VMIN"])
got[19] = max(tc, key=tc.get)
got[20] = str(sum(1 for n_, v in tc.items() if v == 0 and n_ != "B0"))
got[21] = [c["codepoint"] for c in us if c["name"] == "BLACK CHESS EQUIHOPPER"][0]
got[22] = str(sum(1 for c in us if c["name"].startswith("XIANGQI")))
got[23] = ", ".join(c["codepoint"] for c in us if re.fullmatch(r"WHITE CHESS KNIGHT-\w+", c["name"]))

for l in open("metadata.jsonl"):
    o = json.loads(l); t = int(o["task_id"][-2:])
    print(o["task_id"], repr(got[t]), repr(o["Final answer"]), "OK" if got[t] == o["Final answer"] else "FAIL")
