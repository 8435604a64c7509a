#!/usr/bin/python3
"""Recompute every Final answer of metadata.jsonl from the attachments alone; prints OK/FAIL per task."""
import csv, json, re, datetime

L = lambda f: open(f, encoding="utf-8").read().splitlines()
X, K, T, P, U = (L(f) for f in ("x11-xserver-utils-copyright.txt", "pkgconf-changelog.txt",
                                 "taskset.1.txt", "util-linux-poeigl.txt", "UPower.conf.txt"))
rows = list(csv.DictReader(open("rich-ansi-colours.csv", encoding="utf-8")))
ops = json.load(open("ipp-operations.json", encoding="utf-8"))

def section(lines, head):          # lines of the copyright section that starts with "head:"
    i = lines.index(head + ":"); j = i + 1
    while j < len(lines) and not re.match(r"^[a-z]+:$", lines[j]): j += 1
    return lines[i:j]

apps = re.sub(r"\s+", " ", " ".join(X[3:6])).replace("It contains the ", "").replace(" applications", "")
vers = [(m.group(1), m.group(2)) for l in P for m in [re.match(r"^Version (\S+) \((\d+-\w+-\d+)\)", l)] if m]
vd = {v: datetime.datetime.strptime(d, "%d-%b-%y").date() for v, d in vers}
def ver_with(text):
    cur = None
    for l in P:
        m = re.match(r"^Version (\S+)", l)
        if m: cur = m.group(1)
        if text in l: return cur
def kver_with(text):
    cur = None
    for l in K:
        m = re.match(r"^Changes from \S+ to (\S+):", l)
        if m: cur = m.group(1)
        if text in l: return cur
intel = [s for s in apps.replace(",", " ").split() if any("Intel Corporation" in l for l in section(X, s))]
intel_years = [int(y) for l in section(X, intel[0]) for y in re.findall(r"Copyright © (\d{4})", l)]
tl = int([l for l in U if l.startswith("TimeLow=")][0].split("=")[1])
cflags = [x.strip() for x in (K[309].split(":", 1)[1] + K[310]).split(",") if x.strip()]
mask = int([l for l in T if l.strip() == "32"][0], 16)

got = {
 1: str(len(apps.replace(",", " ").split())),
 2: ", ".join(sorted(s for s in apps.replace(",", " ").split()
                     if any("Lepied" in l for l in section(X, s)))),
 3: [l.strip() for l in section(X, "xrdb") if "MASSACHUSETTS" in l][0].split(",")[0].title(),
 4: str(min(intel_years)),
 5: re.search(r"CVE-\d+-\d+", "\n".join(K[:12])).group(0),
 6: kver_with("CMake support has been dropped"),
 7: str(len(cflags)),
 8: [m.group(1) for l in K for m in [re.match(r"^Changes from \S+ to (\S+):", l)] if m][-1],
 9: ", ".join(str(i) for i in range(32) if mask >> i & 1),
 10: re.search(r"CAP_\w+", "\n".join(T)).group(0),
 11: str(int(T[-1].split()[2][:4]) - int(re.search(r"Copyright © (\d{4})", "\n".join(T)).group(1))),
 12: re.search(r"PAM support in login.c by (.+)\.", "\n".join(P)).group(1),
 13: ", ".join(re.search(r"Versions (\S+) and (\S+) were never made publicly", "\n".join(P)).groups()),
 14: str((vd["1.49"] - vd["1.48"]).days),
 15: min((ver_with("-I <initstring>"), ver_with("-f <issue_file>")), key=lambda v: vd[v]),
 16: str(tl // 60),
 17: ", ".join(l[4:] for l in U if l.startswith("# - ")),
 18: re.search(r"If Hibernate isn't available, (\w+) will be used", "\n".join(U)).group(1),
 19: [r["hex"] for r in rows if r["name"] == "salmon1"][0],
 20: str(sum(r["name"].startswith("light_") for r in rows)),
 21: [r["name"] for r in rows if r["hex"] == "#ff0000" and r["name"] != "bright_red"][0],
 22: [o["name"] for o in ops if o["code_hex"] == "0x0028"][0],
 23: str(sum("CUPS" in o["name"] for o in ops)),
 24: max(ops, key=lambda o: o["code"])["name"],
}
for line in open("metadata.jsonl", encoding="utf-8"):
    q = json.loads(line); n = int(q["task_id"][-2:])
    print(q["task_id"], "OK " if got[n] == q["Final answer"] else "FAIL", repr(got[n]))
