#!/usr/bin/python3
"""Check every answer in metadata.jsonl against its attachment and print the
supporting line numbers / computations (used to write SOURCES.md)."""
import csv, json, re, collections

def lines(fn):
    return open(fn, encoding="utf-8").read().rstrip("\n").split("\n")  # split on \n only (the texts contain form feeds)

def find(fn, pat, flags=0):
    return [(i, l) for i, l in enumerate(lines(fn), 1) if re.search(pat, l, flags)]

def show(tid, hits):
    for i, l in hits:
        print(f"  {tid} L{i}: {l.strip()}")

meta = {d["task_id"]: d for d in map(json.loads, open("metadata.jsonl"))}
A = {k: v["Final answer"] for k, v in meta.items()}
ok = {}

# --- gpl-1.txt
h = find("gpl-1.txt", r"President of Vice"); show("01", h); ok["01"] = len(h) == 1 and A["guide3-01"] in h[0][1]
h = find("gpl-1.txt", r"noncommercial"); show("02", h); ok["02"] = len(h) == 1
h = find("gpl-1.txt", r"^\s+10\. IN NO EVENT|LIABLE TO YOU FOR DAMAGES"); show("03", h); ok["03"] = h[0][1].strip().startswith("10.")
h = find("gpl-1.txt", r"Gnomovision version (\d+)|valid for at least (\w+)"); show("04", h)
v = int(re.search(r"version (\d+)", h[1][1] if "Gnomovision" in h[1][1] else h[0][1]).group(1))
ok["04"] = v * 3 == int(A["guide3-04"]) and any("three" in l for _, l in h)
print("  04: %d * 3 = %d" % (v, v * 3))

# --- gettext-NEWS.txt
g = "gettext-NEWS.txt"
vers = find(g, r"^Version ")
def section(lineno):
    return [l for i, l in vers if i <= lineno][-1]
h = find(g, r"xgettext now supports Ruby"); show("05", h); print("   in:", section(h[0][0])); ok["05"] = len(h) == 1 and section(h[0][0]).startswith("Version 0.21 ")
h = find(g, r"little-endian"); show("06", h); print("   in:", section(h[0][0])); ok["06"] = len(h) == 1 and section(h[0][0]).endswith("June 2016")
h = find(g, r"msgmerge and msgunfmt by"); show("07", h); ok["07"] = "Peter Miller" in h[0][1]
h = [x for x in vers if re.search(r"\b2014\b", x[1])]; show("08", h); ok["08"] = len(h) == 5
h = find(g, r"installs a new library 'libtextstyle'"); show("09", h); s = section(h[0][0]); print("   in:", s); print("   oldest:", vers[-1])
y1 = int(re.search(r"(\d{4})", s).group(1)); y0 = int(re.search(r"(\d{4})", vers[-1][1]).group(1))
print(f"   09: {y1} - {y0} = {y1 - y0}"); ok["09"] = y1 - y0 == 24 and min(int(re.search(r'(\d{4})', l).group(1)) for _, l in vers) == y0

# --- gitignore.5.txt
m = "gitignore.5.txt"
h = find(m, r"\$HOME/\.config/git/ignore"); show("10", h); ok["10"] = len(h) == 1
h = find(m, r"git rm --cached"); show("11", h); ok["11"] = len(h) == 1
h = find(m, r"^\s+•\s+Patterns read from"); show("12", h); ok["12"] = len(h) == 4 and "$GIT_DIR/info/exclude" in h[2][1]
h = find(m, r"negates the pattern"); show("13", h); ok["13"] = len(h) == 1
h = find(m, r"git-rm\(1\)"); show("14", h); ok["14"] = re.findall(r"([\w-]+)\(5\)", h[0][1]) == ["gitrepository-layout"]

# --- adduser-README.txt
a = "adduser-README.txt"
h = find(a, r"SYS_DIR_MODE defaults to|^0755\."); show("15", h); ok["15"] = any("0755" in l for _, l in h)
h = find(a, r"Ximon Eighteen"); show("16", h); ok["16"] = len(h) == 1
h = find(a, r"dh-sysuser|opensysusers"); show("17", h)
txt = " ".join(lines(a)); lst = re.search(r"packages (dh-sysuser), (\S+), and (\S+)", txt).groups(); print("   list:", lst); ok["17"] = lst[1] == "opensysusers"
h = find(a, r"separation between DIR_MODE and SYS_DIR_MODE|adduser 3\.122 (because|\(July)|^2022\)"); show("18", h); ok["18"] = "3.122 (July" in txt and "2022)" in txt

# --- dbus-system.conf
d = "dbus-system.conf"
h = find(d, r"<user>"); show("19", h); ok["19"] = len(h) == 1 and "messagebus" in h[0][1]
h = find(d, r"send_member="); show("20", h); ok["20"] = len(h) == 1 and "UpdateActivationEnvironment" in h[0][1]
h = find(d, r"max_replies_per_connection"); show("21", h); ok["21"] = ">128<" in h[0][1]
h = find(d, r"service_start_timeout|1000ms = 1 second"); show("22", h); ok["22"] = any(">25000<" in l for _, l in h)
print("   22: 25000 ms / 1000 = 25 s")

# --- gdb-amd64-syscalls.csv
rows = list(csv.DictReader(open("gdb-amd64-syscalls.csv")))
def rl(r): return rows.index(r) + 2   # file line number (header is line 1)
grp = lambda r: [x for x in r["groups"].split(",") if x]
r = [x for x in rows if x["name"] == "memfd_secret"]; print("  23 L%d:" % rl(r[0]), r[0]); ok["23"] = r[0]["number"] == "447"
r = [x for x in rows if "network" in grp(x)]; print("  24: network rows =", len(r), [x["name"] for x in r]); ok["24"] = len(r) == 19
r = [x for x in rows if {"descriptor", "signal"} <= set(grp(x))]; print("  25:", [(rl(x), x["number"], x["name"], x["groups"]) for x in r]); ok["25"] = ", ".join(sorted(x["name"] for x in r)) == A["guide3-25"]
r = [x for x in rows if not grp(x)]; print("  26: rows with empty groups =", len(r), "of", len(rows)); ok["26"] = len(r) == 170

# --- cmake-policies.json
P = json.load(open("cmake-policies.json"))
jl = lines("cmake-policies.json")
def jline(pid): return [i for i, l in enumerate(jl, 1) if f'"policy": "{pid}"' in l][0]
r = [x for x in P if "return command" in x["summary"]]; print("  27:", r, "line", jline(r[0]["policy"])); ok["27"] = len(r) == 1 and r[0]["introduced_in"] == "3.25"
c = collections.Counter(x["introduced_in"] for x in P); print("  28: top counts", c.most_common(3)); ok["28"] = c.most_common(1)[0][0] == "3.0" and c.most_common(2)[1][1] < c["3.0"]
r = [x["policy"] for x in P if x["old_behavior_deprecated"] is False]; print("  29:", r, [jline(p) for p in r]); ok["29"] = ", ".join(r) == A["guide3-29"]
r = [x for x in P if "DragNDrop" in x["summary"]]; print("  30:", r, "line", jline(r[0]["policy"]))
n = [x["policy"] for x in P if x["introduced_in"] == r[0]["introduced_in"]]; print("   same version:", len(n), n); ok["30"] = len(r) == 1 and len(n) == 10

# --- bash-COMPAT.txt
b = "bash-COMPAT.txt"
h = find(b, r"glob_dot_filenames"); show("31", h); ok["31"] = any("shopt dotglob" in l for _, l in h)
h = find(b, r"^7\.  Some variables have been removed"); show("32", h)
bl = lines(b); tbl = [l for l in bl[85:96]]; print("   table L86-96:", len(tbl), [l.split()[0] for l in tbl])
body = " ".join(bl[78:82]); names = re.search(r"removed:\s+(.*?)\.\s+Most", body).group(1)
items = [x.strip() for x in re.split(r",\s*(?:and\s+)?|\s+and\s+", names) if x.strip()]; print("   named:", len(items), items); ok["32"] = len(items) == 11 == len(tbl)
h = find(b, r"introduced a new shell variable: BASH_COMPAT"); show("33", h); ok["33"] = "Bash-4.3" in h[0][1]
h = find(b, r"^compat\d\d|final version for which there will be an individual shopt|set using the corresponding compatNN shopt"); show("34", h)
ok["34"] = [l for _, l in h if l.startswith("compat")][-3] == "compat44"

bad = [k for k in sorted(A) if not ok.get(k[-2:])]
print("checked", len(ok), "of", len(A), "; failures:", bad)
