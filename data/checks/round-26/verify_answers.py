#!/usr/bin/python3
"""Recompute every answer of metadata.jsonl from the attachments and compare."""
import csv, json, re

def lines(f): return open(f, encoding="utf-8").read().split("\n")
got = {}
cl = lines("time-ChangeLog.txt")
vers = [re.search(r"Version ([\d.]+?)\.$", l).group(1) for l in cl if re.search(r"\* Version [\d.]+\.$", l)]
got[1] = vers[0]
got[2] = [re.search(r"\d{4}  (.+?)  ", cl[i-2]).group(1) for i, l in enumerate(cl) if "Renamed from signal_t" in l][0]
i = [n for n, l in enumerate(cl) if "GPL v3" in l][0]
hdr = next(cl[k] for k in range(i, -1, -1) if re.match(r"\w{3} \w{3} ", cl[k]))
import datetime
got[3] = datetime.datetime.strptime(" ".join(hdr.split()[:5]), "%a %b %d %H:%M:%S %Y").strftime("%Y-%m-%d")
got[4] = str(len(set(vers)))
tm = lines("systemd.timer.5.txt")
got[5] = re.search(r"best\s+accuracy, set this option to (\S+?)\.", " ".join(tm)).group(1)
opts, cur = {}, None
for l in tm:
    m = re.match(r"^       (\S+=)(, \S+=)*$", l)
    if m: cur = l.strip()
    if cur and re.search(r"[Dd]efaults? to (true|false)", l):
        opts[cur] = re.search(r"(true|false)", l.split("efault")[1]).group(1)
got[6] = [k for k, v in opts.items() if v == "true"][0]
got[7] = re.findall(r"\(CLOCK_\w+\)", " ".join(tm))[-1].strip("()")
got[8] = ", ".join(re.search(r"After= dependencies on (\S+) and\s+([\w.-]+?),", " ".join(l.strip() for l in tm)).groups())
cp = lines("sensible-utils-copyright.txt")
k = cp.index("Files: man/po4a/it*"); got[9] = re.sub(r"^Copyright: \d+,\s*", "", cp[k+1])
got[10] = str(len([l for l in cp if l.startswith("Files: man/po4a/")]))
got[11] = str(int(re.search(r"(\d{4}), David Pr", cp[7]).group(1)) - int(re.search(r"(\d{4})-\d{4}, Clint", cp[5]).group(1)))
xz = lines("xz-utils-faq.txt")
got[12] = xz[6].split()[1].rstrip(".")
got[13] = re.search(r"designed by (\w+ \w+)", " ".join(xz)).group(1)
got[14] = str(sum(1 for l in xz if l.startswith("Q:")))
m = re.search(r"xz -9 uses (\d+) MiB LZMA dictionary and (\d+) MiB", " ".join(l.strip() for l in xz))
got[15] = str(int(m.group(2)) // int(m.group(1)))
xf = lines("xfontsel-app-defaults.txt")
got[16] = xf[xf.index("! Author:") + 1].strip("!\t ").split(",")[0]
lab = {}
for l in xf:
    m = re.match(r"\*fieldBox\*field(\d+)\.Label:\s*(.+)$", l)
    if m: lab.setdefault(m.group(1), []).append(m.group(2))
got[17] = [v[1] for v in lab.values() if v[0] == "set width"][0]
got[18] = str(max(int(x) for x in [l for l in xf if l.startswith("*pointSizeList")][0].split(":")[1].split(",")))
et = json.load(open("ethertypes.json"))["ethertypes"]
got[19] = str([e["decimal"] for e in et if e["comment"] and "Link Layer Discovery" in e["comment"]][0])
got[20] = ",".join(e["name"] for e in et if not e["comment"])
got[21] = ", ".join([e["aliases"] for e in et if e["comment"] and "VLAN tagged" in e["comment"]][0])
mo = list(csv.DictReader(open("math-operators.csv", encoding="utf-8")))
got[22] = [r["name"] for r in mo if r["codepoint"] == "U+2235"][0]
got[23] = str(sum(r["mirrored"] == "N" for r in mo))
dec = [r["decomposition"] for r in mo if r["name"] == "VOLUME INTEGRAL"][0].split()[1:]
assert len(set(dec)) == 1 and len(dec) == 3
got[24] = [r["name"] for r in mo if r["codepoint"] == "U+" + dec[0]][0]

ok = True
for line in open("metadata.jsonl", encoding="utf-8"):
    q = json.loads(line); n = int(q["task_id"][-2:])
    good = got[n] == q["Final answer"]
    ok &= good
    print(q["task_id"], "OK " if good else "BAD", repr(got[n]), repr(q["Final answer"]))
print("ALL OK" if ok else "MISMATCH")
