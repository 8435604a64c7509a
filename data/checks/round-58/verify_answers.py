#!/usr/bin/python3
"""Recompute every answer of metadata.jsonl from the attachments and print line numbers."""
import csv, json, re
from datetime import date

def lines(f):
    return open(f, encoding="utf-8").read().split("\n")

def grep(f, pat):
    return [(i + 1, l) for i, l in enumerate(lines(f)) if re.search(pat, l)]

ans = {}
# postgresql copyright
c = "postgresql-15-copyright.txt"
L = lines(c)
print(grep(c, r"pg_dump|Philip Warner"))
ans[1] = re.search(r"Copyright \(c\) 2000, (.+)$", L[20]).group(1)
print(grep(c, r"Marko Kreen|pgcrypto/p|^License: BSD-2"))
ans[2] = L[134].split(": ")[1]
fund = " ".join(L[205:209])
print(fund)
ans[3] = str(len(re.findall(r"Inc\.|Corporation", fund.split("funded, in part, by")[1].split("none of")[0])))
print(L[7:9])
ans[4] = str(2019 - 1994)
# zstd
z = "zstd-changelog.txt"
Z = lines(z)
hdr = [(i + 1, l) for i, l in enumerate(Z) if re.match(r"v\d", l)]
def release_of(n):
    return [h for h in hdr if h[0] <= n][-1]
n5 = grep(z, r"default compression level for CLI is now 3")[0][0]
print(n5, release_of(n5))
ans[5] = release_of(n5)[1].split()[0][1:]
print(grep(z, "unpublished"))
ans[6] = grep(z, "unpublished")[0][1].split()[0][1:]
nl = grep(z, "all project is now BSD")[0][0]
print(nl, release_of(nl), hdr[-1])
ans[7] = str((date(2016, 9, 1) - date(2015, 8, 25)).days)
nh = grep(z, "hotfix")[0][0]
i = [h[0] for h in hdr].index(release_of(nh)[0])
print(release_of(nh), hdr[i + 1])
ans[8] = str((date(2020, 12, 18) - date(2020, 12, 16)).days)
# nsenter
m = "nsenter.1.txt"
print(grep(m, r"default: /bin/sh"))
ans[9] = "/bin/sh"
M = lines(m)
kinds = [l.strip() for l in M[15:60] if re.match(r"^       \S.* namespace$", l)]
print(kinds)
ans[10] = str(len(kinds))
print(grep(m, "mutually exclusive"))
ans[11] = "--wdns"
print(grep(m, "Biederman"))
ans[12] = ", ".join(sorted(["Biederman", "Zak"]))
# dpms
d = "dpms.txt"
print(grep(d, r"^Rob|lower power|without damaging|^DPMSDisable|     5             DPMS opcode"))
ans[13] = "Rob Lembree"
ans[14] = grep(d, "Blanked, lower power")[0][1].split()[1]
D = lines(d)
k = [i for i, l in enumerate(D) if l == "DPMSDisable"][-1]
ans[15] = D[k + 2].split()[1]
# haiku
h = "vim-os_haiku.txt"
print(grep(h, r"/boot/home|meta key|1998|2009"))
ans[16] = "/boot/home/config/settings"
ans[17] = grep(h, r"^\s*\d+\. The meta key")[0][1].split(".")[0].strip()
ans[18] = str(2009 - 1998)
# xkb
rows = list(csv.DictReader(open("xkb-options.csv", encoding="utf-8")))
m19 = [r["option"] for r in rows if "one Shift key disables" in r["description"]]
print(m19); ans[19] = m19[0]
ans[20] = str(sum(r["group_description"] == "Caps Lock behavior" for r in rows))
from collections import Counter
cnt = Counter(r["group"] for r in rows)
ans[21] = ", ".join(sorted(g for g, n in cnt.items() if n == 1))
# json
J = json.load(open("alchemical-symbols.json", encoding="utf-8"))
ch = J["characters"]
ans[22] = [x["codepoint"] for x in ch if x["name"] == "ALCHEMICAL SYMBOL FOR GOLD"][0]
ans[23] = str(sum("CRUCIBLE" in x["name"] for x in ch))
ans[24] = str(0x1F77F - 0x1F700 + 1 - len(ch))
print(J["range"], len(ch))

ok = True
for l in open("metadata.jsonl", encoding="utf-8"):
    o = json.loads(l)
    n = int(o["task_id"].split("-")[1])
    good = ans[n] == o["Final answer"]
    ok &= good
    print(o["task_id"], o["Final answer"], "OK" if good else "MISMATCH " + ans[n])
print("ALL OK" if ok else "PROBLEMS")
