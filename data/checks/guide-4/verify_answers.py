#!/usr/bin/python3
"""Recomputes every answer of metadata.jsonl from the attachments and checks it."""
import csv, datetime, json, re

def lines(f):
    return open(f, encoding="utf-8").read().split("\n")

def find(f, pat):
    return [i + 1 for i, l in enumerate(lines(f)) if re.search(pat, l)]

got = {}
L = "lgpl-2.0.txt"
t = lines(L)
got[1] = re.search(r"library `(\w+)'", "\n".join(t)).group(1)
assert find(L, r"functions \(ten lines or less") == [248]; got[2] = "10"
assert find(L, r"geographical distribution limitation") == [387]
got[3] = re.match(r"\s*(\d+)\.", t[384 - 1]).group(1)
# section 6 runs from line 258 to 311; option b) at 285-286
sec6 = [i for i in find(L, r"^\s+\d+\. ") if i >= 258][:2]
assert sec6 == [258, 312] and 258 < 285 < 312
assert "least three years" in t[286 - 1]; got[4] = "3"

N = "libidn2-NEWS.txt"; n = lines(N)
hdr = [(i, l) for i, l in enumerate(n, 1) if l.startswith("* Noteworthy")]
def release_of(lineno):
    return [re.search(r"release (\S+)", l).group(1) for i, l in hdr if i < lineno][-1]
got[5] = release_of(find(N, r'Added command line tool "idn2"')[0])
got[6] = re.search(r"can be (\d+) characters long if\s*$", n[357 - 1]).group(1)
got[7] = str(sum("[beta]" in l for _, l in hdr))
dates = {re.search(r"release (\S+)", l).group(1): re.search(r"\((\d{4}-\d\d-\d\d)\)", l).group(1) for _, l in hdr}
d = lambda s: datetime.date.fromisoformat(s)
got[8] = str((d(dates[got[5]]) - d(dates["0.0"])).days)
rep = {}
for i in find(N, r"Reported by"):
    rep.setdefault(re.search(r"Reported by ([^<]+?) <", n[i - 1]).group(1), set()).add(release_of(i))
got[9] = [k for k, v in rep.items() if {"0.11", "0.12"} <= v][0]

G = "glob.7.txt"; g = lines(G)
got[10] = re.search(r"program (\S+) that would expand", g[7 - 1]).group(1)
got[11] = g[81 - 1].strip()
got[12] = str(len(set(re.findall(r"\[:[a-z]+:\]", "\n".join(g[125:128])))))
got[13] = re.search(r"defined by the\s+(LC_\w+)", " ".join(g[131:133])).group(1)

J = "libjpeg-turbo-README.md"; j = "\n".join(lines(J))
got[14] = re.search(r"developed by ([A-Z][a-z]+ [A-Z][a-z]+)", j).group(1)
s = j[j.index("scaling factors of 1/8"):j.index("(only 1/4")]
simd = re.findall(r"\d+/\d+", j[j.index("(only 1/4"):j.index("SIMD-accelerated.)")])
got[15] = str(len(re.findall(r"\d+/\d+", s)) - len(simd))
got[16] = re.search(r"drop by\s+as much as (\d+)%", j).group(1)
got[17] = re.search(r"variable\s+`(\w+)` to `1`", j).group(1)

Q = "lsof-QUICKSTART.txt"; q = lines(Q)
got[18] = re.match(r"(\d+)\.", q[160 - 1]).group(1); assert "Umount" in q[160 - 1]
got[19] = ", ".join(re.search(r"for rcp, (\d+) and (\d+)", q[465 - 1]).groups())
default = int(re.search(r"every (\d+) seconds", q[1018 - 1]).group(1))
example = int(re.search(r"lsof -r(\d+)", q[1023 - 1]).group(1))
got[20] = str(example // default)
got[21] = re.match(r"(.+?) <", q[1046 - 1]).group(1)

M = "jdk-management.properties.txt"; m = lines(M)
got[22] = re.search(r'name, "(\w+)"', m[60 - 1]).group(1)
got[23] = re.search(r"their (\S+) hash", m[234 - 1]).group(1)
false = []
for i in find(M, r"Default for this property is false"):
    k = i - 1
    while not re.match(r"# (com\.sun\.\S+?)\s*=", m[k - 1]):
        k -= 1
    false.append(re.match(r"# (com\.sun\.\S+?)\s*=", m[k - 1]).group(1))
got[24] = ", ".join(sorted(false))
got[25] = re.match(r"# (\S+)=<host-or-interface-name>", m[257 - 1]).group(1)

rows = list(csv.DictReader(open("curses-keys.csv", encoding="utf-8")))
got[26] = [r["terminfo_capability"] for r in rows if r["key_name"] == "KEY_BTAB"][0]
got[27] = str(sum(bool(re.fullmatch(r"KEY_F\d+", r["key_name"])) for r in rows))
got[28] = max(rows, key=lambda r: int(r["code"]))["key_name"]
got[29] = str(sum(bool(re.search("[A-Z]", r["terminfo_capability"])) for r in rows))

k = json.load(open("koi8-r-upper-half.json", encoding="utf-8"))
got[30] = [r["byte"] for r in k if r["name"] == "CYRILLIC CAPITAL LETTER ZHE"][0]
got[31] = str(sum(r["name"].startswith("BOX DRAWINGS") for r in k))
got[32] = str(sum(not r["name"].startswith(("BOX DRAWINGS", "CYRILLIC")) for r in k))
small = [r["name"] for r in k if r["byte"] == "0xD1"][0]
got[33] = [r["byte"] for r in k if r["name"] == small.replace("SMALL", "CAPITAL")][0]

ok = True
for line in open("metadata.jsonl", encoding="utf-8"):
    o = json.loads(line)
    i = int(o["task_id"].split("-")[1])
    good = got[i] == o["Final answer"]
    ok &= good
    print(o["task_id"], "OK " if good else "BAD", repr(got[i]), "" if good else repr(o["Final answer"]))
print("ALL OK" if ok and len(got) == 33 else "PROBLEM")
