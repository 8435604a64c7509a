"""Re-derive every final answer of metadata.jsonl from the attachments alone.
Run with /usr/bin/python3 from this folder; prints OK/FAIL per task."""
import csv, json, re
from datetime import datetime

def lines(fn):
    return open(fn, encoding="utf-8").read().split("\n")

got = {}
# libevent copyright: stanzas
t = open("libevent-copyright.txt", encoding="utf-8").read()
st = [s for s in t.split("\n\n") if s.startswith("Files:")]
def stanza(pred):
    m = [s for s in st if pred(s)]
    assert len(m) == 1, m
    return m[0]
s = stanza(lambda s: "test/test-fdleak.c" in s)
got["01"] = re.search(r"^Copyright: \d{4}, (.+?) <", s, re.M).group(1)
s = stanza(lambda s: re.search(r"^License: curl$", s, re.M))
got["02"] = s.split("\n")[0].split(": ", 1)[1]
s = stanza(lambda s: "Steven G. Johnson" in s)
got["03"] = re.search(r"^License: (.+)$", s, re.M).group(1)
# expat changelog
L = lines("expat-changelog.txt")
rel = [(i + 1, l.split()[1], l) for i, l in enumerate(L) if l.startswith("Release ")]
def rel_of(lineno):
    return [r for r in rel if r[0] < lineno][-1]
cve = [i + 1 for i, l in enumerate(L) if "CVE-2022-40674" in l]
assert len(cve) == 1
r = rel_of(cve[0]); got["04"] = r[1]
idx = rel.index(r); nxt = rel[idx - 1]  # file is newest first
d = lambda x: datetime.strptime(" ".join(x[2].split()[3:6]), "%B %d %Y")
got["05"] = str((d(nxt) - d(r)).days)
got["06"] = rel[-1][1]
# crypt(5)
C = lines("crypt.5.txt")
meth = [(i + 1, l.strip()) for i, l in enumerate(C) if re.match(r"^   [A-Za-z]", l)]
def method_at(lineno):
    return [m for m in meth if m[0] < lineno][-1][1]
p = [i + 1 for i, l in enumerate(C) if l.strip() == '"$5$"']; assert len(p) == 1
got["07"] = method_at(p[0])
f = [i + 1 for i, l in enumerate(C) if "four components" in l.replace("\n", " ")]
heads = [(i + 1, l) for i, l in enumerate(C) if re.match(r"^[A-Z][A-Z ]+$", l)]
got["08"] = [h for h in heads if h[0] < f[0]][-1][1]
got["09"] = meth[2][1]
g = [i + 1 for i, l in enumerate(C) if "Simon Gerraty" in l]; assert len(g) == 1
after = C[g[0]:]; hs = after.index("     Hash size")
got["10"] = after[hs + 1].split()[0]
got["11"] = str(len(meth))
# GnuPG README
G = open("gnupg-README.txt", encoding="utf-8").read()
got["12"] = re.search(r"reached end-of-life on (\S+?)\.\n", G).group(1)
got["13"] = re.search(r"implementation of the (\w+) standard", G).group(1)
deps = re.findall(r"^    (\S+)\s+\(https://gnupg.org/ftp/gcrypt/", G, re.M)
got["14"] = deps[3]
got["15"] = re.search(r"Gpg4win maintainer (\w+ \w+)", G).group(1)
# .bashrc
B = open("skel-bashrc.txt").read()
got["16"] = str(int(re.search(r"^HISTFILESIZE=(\d+)", B, re.M).group(1)) - int(re.search(r"^HISTSIZE=(\d+)", B, re.M).group(1)))
got["17"] = re.search(r"separate file like\n# (\S+),", B).group(1)
got["18"] = re.search(r'"\*\*".*\n.*\n#shopt -s (\w+)', B).group(1)
# cp437 CSV
R = list(csv.DictReader(open("cp437-upper-half.csv", encoding="utf-8")))
got["19"] = [x["byte_hex"] for x in R if x["name"] == "POUND SIGN"][0]
got["20"] = str(sum(x["name"].startswith("BOX DRAWINGS") for x in R))
got["21"] = max(R, key=lambda x: int(x["unicode"][2:], 16))["name"]
# IMAP JSON
J = json.load(open("imap-commands.json"))["commands"]
got["22"] = str(sum(c["allowed_states"] == ["SELECTED"] for c in J))
got["23"] = ", ".join(sorted(c["command"] for c in J if len(c["allowed_states"]) == 4))
na = [c["command"] for c in J if c["allowed_states"] == ["NONAUTH"]]
got["24"] = ", ".join(x for x in na if x not in ("AUTHENTICATE", "LOGIN"))

bad = 0
for l in open("metadata.jsonl", encoding="utf-8"):
    q = json.loads(l); k = q["task_id"][-2:]
    ok = got[k] == q["Final answer"]
    bad += not ok
    print(q["task_id"], "OK" if ok else "FAIL", repr(got[k]))
print("all OK" if not bad else "%d FAIL" % bad)
