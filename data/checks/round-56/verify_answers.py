#!/usr/bin/python3
"""Recompute every answer of metadata.jsonl from the attachments alone."""
import csv, datetime, json, re

L = lambda f: open(f, encoding="utf-8").read().splitlines()
got = {}
c = L("ncurses-copyright.txt")
got[1] = ", ".join(c[16].split()[1:])                     # l.17 Files: line before BSD-3-clause
got[2] = c[9].strip().split(None, 1)[1]                    # l.10 "2001 Pradeep Padala"
got[3] = str(int(c[13].split()[1]) - int(c[17].split()[1].split(",")[0]))  # 1994-1980
n = L("netbase-changelog.txt")
def version_of(lineno):   # nearest "netbase (X)" header above a line
    for i in range(lineno, -1, -1):
        m = re.match(r"netbase \((.*?)\)", n[i])
        if m: return i, m.group(1)
def signoff_after(i):
    for j in range(i, len(n)):
        if n[j].startswith(" -- "):
            return datetime.datetime.strptime(n[j].split("  ")[1][5:16], "%d %b %Y").date()
redis = [i for i, x in enumerate(n) if "redis" in x][0]
got[4] = version_of(redis)[1]
ntske = [i for i, x in enumerate(n) if "ntske" in x][0]
got[5] = signoff_after(ntske).isoformat()
got[6] = re.search(r"from (\w+)", [x for x in n if "/etc/ethertypes" in x][0]).group(1)
heads = [i for i, x in enumerate(n) if x.startswith("netbase (")]
oldest = signoff_after(heads[-1]); v60 = signoff_after([i for i in heads if "(6.0)" in n[i]][0])
got[7] = str((v60 - oldest).days)
s = open("ssh-add.1.txt", encoding="utf-8").read()
got[8] = re.search(r"and (\d) if\s+ssh-add is unable to contact", s).group(1)
got[9] = re.search(r"added in OpenSSH release ([\d.]+)\.", s).group(1)
got[10] = re.search(r"set to\s+“(\w+)”, then the askpass program will be used for all", s).group(1)
r = L("openssl-README.md")
got[11] = re.search(r"descended from the (\w+) library", "\n".join(r)).group(1)
got[12] = str(sum(1 for x in r if re.match(r" \* \[Notes .*\]\(NOTES-", x)))
toc = [re.match(r" - \[(.*?)\]", x).group(1) for x in r[20:31] if x.startswith(" - [")]
got[13] = toc[4]
v = L("vim-usr_90.txt")
got[14] = [x for x in v if x.startswith("*90.4*")][0].split("*")[1]
got[15] = [x.split()[0] for x in v if "OLE support" in x][0]
got[16] = str(sum(1 for x in v if x.strip().startswith("rm /usr/local/man/man1/")))
rows = list(csv.DictReader(open("text-mime-types.csv", encoding="utf-8")))
sp = lambda x: [p for p in x.split("; ") if p]
got[17] = ", ".join(r_["mime_type"] for r_ in rows if "*.sub" in sp(r_["filename_patterns"]))
got[18] = str(sum(1 for r_ in rows if "text/x-csrc" in sp(r_["subclass_of"])))
mx = max(len(sp(r_["filename_patterns"])) for r_ in rows)
tops = [r_["mime_type"] for r_ in rows if len(sp(r_["filename_patterns"])) == mx]; assert len(tops) == 1
got[19] = tops[0]
orph = [r_["mime_type"] for r_ in rows if not r_["subclass_of"] and r_["mime_type"] != "text/plain"]; assert len(orph) == 1
got[20] = orph[0]
by = {r_["mime_type"]: r_ for r_ in rows}
nfo = [r_ for r_ in rows if r_["description"] == "NFO document"][0]
got[21] = by[nfo["subclass_of"]]["filename_patterns"]
d = json.load(open("mahjong-tiles.json", encoding="utf-8"))
w = [t["name"] for t in d["tiles"] if t["east_asian_width"] != "N"]; assert len(w) == 1
got[22] = w[0]
got[23] = [t["codepoint"] for t in d["tiles"] if "ORCHID" in t["name"]][0]
a, b = [int(x[2:], 16) for x in d["range"].split("..")]
got[24] = str(b - a + 1 - len(d["tiles"]))

ok = True
for line in open("metadata.jsonl", encoding="utf-8"):
    q = json.loads(line); k = int(q["task_id"].split("-")[1])
    flag = got[k] == q["Final answer"]; ok &= flag
    print(q["task_id"], "OK " if flag else "BAD", repr(got[k]), "vs", repr(q["Final answer"]))
print("ALL OK" if ok else "MISMATCH")
