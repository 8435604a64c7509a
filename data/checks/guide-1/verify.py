#!/usr/bin/python3
"""Recompute every answer in metadata.jsonl from the attachments; run from this folder."""
import csv, json, re
from datetime import date
L = lambda f: open(f, encoding="utf-8").read().splitlines()
ans = {json.loads(l)["task_id"]: json.loads(l)["Final answer"] for l in open("metadata.jsonl", encoding="utf-8")}
got = {}
g = L("gfdl-1.3.txt")
m = re.search(r"Front-Cover Text may\s+be at most (\d+) words, and a Back-Cover Text may be at most (\d+) words", " ".join(g))
got["guide1-01"] = str(int(m.group(2)) - int(m.group(1)))
got["guide1-02"] = re.search(r"principal place of business in ([A-Z][a-z]+ [A-Z][a-z]+)", " ".join(g)).group(1)
got["guide1-03"] = [l.split(".")[0] for l in g if re.match(r"^\d+\. ", l) and "AGGREGATION" in l][0]
assert any('is called an "aggregate"' in l for l in g[305:312])
a = re.search(r"prior to (\w+) (\d+), (\d+)", " ".join(g)); b = re.search(r"any time before (\w+) (\d+), (\d+)", " ".join(g))
mon = {"January":1,"February":2,"March":3,"April":4,"May":5,"June":6,"July":7,"August":8,"September":9,"October":10,"November":11,"December":12}
got["guide1-04"] = str((int(b.group(3))*12 + mon[b.group(1)]) - (int(a.group(3))*12 + mon[a.group(1)]))
e = L("ed-ChangeLog.txt")
got["guide1-05"] = re.search(r"Version (\S+) released", "\n".join(e)).group(1)
i = [n for n, l in enumerate(e) if "strip-trailing-cr" in l][0]
got["guide1-06"] = [l.split()[0] for l in e[:i][::-1] if re.match(r"^\d{4}-\d\d-\d\d", l)][0]
i = [n for n, l in enumerate(e) if "--extended-regexp" in l][0]
got["guide1-07"] = re.search(r"Suggested by ([^)]+)\)", e[i+1]).group(1)
i02 = [n for n, l in enumerate(e) if "GNU ed 0.2 release" in l][0]; i03 = [n for n, l in enumerate(e) if "Version 0.3 released" in l][0]
got["guide1-08"] = str(int(e[i03-2][:4]) - int(re.search(r"(\d{4}) ", e[i02-2]).group(1)))
hdr = [l for l in e if l and not l[0].isspace() and re.search(r"\d{4}|Dec 1993", l) and "<" in l]
got["guide1-09"] = re.search(r"1993\s+(.+?)\s+<", hdr[-1]).group(1)
z = L("bzip2.1.txt"); zt = " ".join(" ".join(z).split())
got["guide1-10"] = re.search(r"(\d) to indicate a corrupt", zt).group(1)
rows = {l.split()[0]: l.split() for l in z if re.match(r"^\s+-\d\s+\d+k", l)}
got["guide1-11"] = rows["-4"][3].rstrip("k")
got["guide1-12"] = str(int(rows["-1"][4]) - int(rows["-9"][4]))
got["guide1-13"] = re.search(r"(\w+ \w+) XMLised", zt).group(1)
u = L("users-and-groups.txt"); ut = " ".join(" ".join(u).split())
got["guide1-14"] = re.search(r'name stands for "([^"]+)"', ut).group(1)
got["guide1-15"] = re.search(r"removed from Debian, .*? they had uid/gid (\d+)", ut).group(1)
i = u.index("   Some users have no corresponding group.")
got["guide1-16"] = str(sum(1 for l in u[i+1:] if re.match(r"^   \S", l)))
got["guide1-17"] = re.search(r"when using sudo or (\w+)", ut).group(1)
p = L("bash-POSIX.txt"); pt = " ".join(" ".join(p).split())
got["guide1-18"] = re.search(r"default history file is '([^']+)'", pt).group(1)
i = [n for n, l in enumerate(p) if l.startswith("There is other POSIX")][0]
got["guide1-19"] = str(max(int(l.split(".")[0]) for l in p[:i] if re.match(r"^  \d+\. ", l)))
got["guide1-20"] = re.search(r"(\d+)\. The 'kill' builtin does not accept signal names with a 'SIG' prefix", pt).group(1)
got["guide1-21"] = ", ".join(sorted(re.findall(r"Enabling POSIX mode has the effect of setting the '(\w+)'", pt)))
c = L("30-metric-aliases.conf")
hdr2 = c[21]; cols = [hdr2.index(h) for h in ["Microsoft", "Liberation", "Google", "StarOffice", "AMT"]]
tbl = {}
for l in c[23:30]:
    cells = [l[cols[k]:(cols[k+1] if k+1 < len(cols) else None)].strip() for k in range(len(cols))]
    tbl[cells[0]] = cells
got["guide1-22"] = tbl["Courier New"][2]
txt = "\n".join(c); sec = txt[txt.index("<!-- Map generics to specifics -->"):]
blk = re.search(r"<family>Courier New</family>\s*<accept>(.*?)</accept>", sec, re.S).group(1)
got["guide1-23"] = ", ".join(re.findall(r"<family>(.*?)</family>", blk))
got["guide1-24"] = ", ".join(k for k, v in tbl.items() if v[1] and not v[2])
hdr1 = c[9]; pc = [hdr1.index(h) for h in ["PostScript", "URW"]]
got["guide1-25"] = [l[:pc[1]].strip() for l in c[11:20] if l[pc[1]:].split("  ")[0].strip() == "P052"][0]
r = list(csv.DictReader(open("ca-certificates.csv", encoding="utf-8")))
s = sorted(r, key=lambda x: x["valid_until"]); assert s[0]["valid_until"] < s[1]["valid_until"] and s[-1]["valid_until"] > s[-2]["valid_until"]
got["guide1-26"] = s[0]["common_name"]; got["guide1-27"] = s[-1]["common_name"]
s = sorted(r, key=lambda x: x["valid_from"]); assert s[0]["valid_from"] < s[1]["valid_from"]
got["guide1-28"] = s[0]["valid_until"][:4]
got["guide1-29"] = str(sum(1 for x in r if x["valid_until"] < "2030-01-01"))
j = json.load(open("dpkg-ostable.json", encoding="utf-8"))
got["guide1-30"] = [o["gnu_name"] for o in j if o["debian_name"] == "base-gnu-hurd"][0]
got["guide1-31"] = str(sum(1 for o in j if o["kernel"] == "linux"))
got["guide1-32"] = ", ".join(sorted({o["libc"] for o in j if o["kernel"] == "linux"} - {"gnu"}))
i = [n for n, o in enumerate(j) if o["kernel"] == "solaris"]; assert len(i) == 1
got["guide1-33"] = j[i[0]+1]["debian_name"]
bad = 0
for k in sorted(ans):
    ok = got.get(k) == ans[k]; bad += not ok
    print(("OK  " if ok else "BAD ") + k, repr(got.get(k)), "" if ok else "expected " + repr(ans[k]))
print("all OK" if not bad else f"{bad} mismatches")
