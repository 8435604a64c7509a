#!/usr/bin/python3
"""Check every answer of metadata.jsonl against the attachments; prints evidence lines."""
import csv, json, re, datetime

def lines(f): return open(f, encoding="utf-8").read().split("\n")
def show(f, pat):
    for i, l in enumerate(lines(f), 1):
        if re.search(pat, l): print(f"  {f}:{i}: {l}")

ans = {}
# cscope
f = "cscope-copyright.txt"; L = lines(f)
show(f, r"\(Author\)|April 2000|Okahata|contrib/xcscope|^License: GPL-2\+")
deb = L[L.index("Files: debian/*")+2 : L.index("Files: debian/*")+10]
names = [re.sub(r"^\s*[\d-]+\s+", "", x).split(" <")[0] for x in deb]
print("  debian holders:", names, len(names))
ans["01"] = "Joe Steffen"; ans["02"] = "April 2000"; ans["03"] = str(len(names))
blk = L[L.index("Files: contrib/xcscope/*"):L.index("Files: contrib/xcscope/*")+4]
ans["04"] = [x for x in blk if x.startswith("License:")][0].split(": ")[1]
# libgcrypt
f = "libgcrypt-NEWS.txt"; L = lines(f)
rel = [(i+1, m.group(1), m.group(2)) for i, l in enumerate(L) if (m := re.match(r"Noteworthy changes in version (\S+) \((\d{4}-\d\d-\d\d)\)", l))]
print("  last heading:", rel[-1]); show(f, r"First release")
ans["05"] = rel[-1][2]
def ver_of(line):  # version section containing a line number
    return [r for r in rel if r[0] <= line][-1]
arg = [i+1 for i, l in enumerate(L) if "Argon2 and Balloon" in l][0]
print("  Argon2 line", arg, ver_of(arg)); ans["06"] = ver_of(arg)[1]
sm4 = [i+1 for i, l in enumerate(L) if "New cipher algo SM4" in l]; print("  SM4 lines", sm4)
v = ver_of(sm4[0]); nxt = rel[rel.index(v)-1]; print("  ", v, nxt)
d = (datetime.date.fromisoformat(nxt[2]) - datetime.date.fromisoformat(v[2])).days; ans["07"] = str(d)
s, e = rel[1][0], rel[2][0]
newf = [(i+s, l.strip()) for i, l in enumerate(L[s-1:e-1]) if l.strip().endswith("NEW function.")]
print("  1.10.0 NEW function:", newf); ans["08"] = str(len(newf))
# units
f = "units.7.txt"; L = lines(f)
show(f, r"10\^-27|^   [A-Z]|IEC|hda:|Ki       kibi|k=1000,")
dec = [l.split() for l in L[12:36]]
neg = [x for x in dec if x[2].startswith("10^-")]; print("  negative:", [x[1] for x in neg])
ans["09"] = [x[1] for x in dec if x[2] == "10^-27"][0]; ans["10"] = "Discussion"; ans["11"] = str(len(neg))
ans["12"] = str(2048 * 1024)
# bc README
f = "bc-README.txt"; L = lines(f)
show(f, r"minimum of|crossover|\(g\)|halt")
ans["13"] = "10"; ans["14"] = "crossover point"; ans["15"] = "halt"
# gprofng
f = "gprofng.rc.txt"; show(f, r"^name |preload_libdirs|er.rc 1|installed")
ans["16"] = "long"; ans["17"] = ", ".join(open(f).read().split("preload_libdirs ")[1].split("\n")[0].split(":"))
ans["18"] = re.search(r"er\.rc (\S+)", open(f).read()).group(1)
# tokens
f = "python-operator-tokens.json"; T = json.load(open(f))["tokens"]
ans["19"] = [t["token_name"] for t in T if t["string"] == "->"][0]
mx = max(T, key=lambda t: t["token_number"]); print("  max:", mx); ans["20"] = mx["token_name"]
eq = [t["token_name"] for t in T if t["token_name"].endswith("EQUAL") and t["token_name"] != "EQUAL"]
print("  *EQUAL but EQUAL:", eq); ans["21"] = str(len(eq))
# csv
f = "iso639-3-ancient-historical-constructed.csv"; R = list(csv.DictReader(open(f, encoding="utf-8")))
for i, r in enumerate(R, 2):
    if r["name"] == "Klingon" or (r["type"] == "Ancient" and r["alpha_2"]): print(f"  {f}:{i}:", r)
ans["22"] = [r["alpha_3"] for r in R if r["name"] == "Klingon"][0]
ans["23"] = str(sum(r["type"] == "Historical" for r in R))
ans["24"] = ", ".join(sorted(r["name"] for r in R if r["type"] == "Ancient" and r["alpha_2"]))

meta = [json.loads(l) for l in open("metadata.jsonl")]
ok = True
for m in meta:
    k = m["task_id"].split("-")[1]
    if m["Final answer"] != ans[k]: ok = False; print("MISMATCH", k, m["Final answer"], ans[k])
print("all", len(meta), "answers match" if ok else "MISMATCHES")
