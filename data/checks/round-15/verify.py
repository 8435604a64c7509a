#!/usr/bin/python3
"""Re-check every answer in metadata.jsonl against the attachments."""
import csv, json, re
L = lambda f: open(f, encoding="utf-8").read().split("\n")
d, a, m, g, p = (L(x) for x in ["dbus-copyright.txt", "avahi-NEWS.txt", "locale.5.txt", "gnupg-HACKING.txt", "pam-group.conf"])
rows = list(csv.DictReader(open("glibc-locale-conventions.csv", encoding="utf-8")))
st = {x["name"]: x for x in json.load(open("python-stat-constants.json"))}
got = {}
got[1] = re.match(r"\s*(\d+)\) This section intentionally omitted", [x for x in d if "intentionally omitted" in x][0]).group(1)
i = d.index(" m4/pkg.m4"); assert d[i + 3] == "License: GPL-2+ with Autoconf exception"; got[2] = re.sub(r"^© \d{4} ", "", d[i + 2].strip())
got[3] = "50" if "ownership of fifty" in d[471] and "percent (50%)" in d[472] else None
heads = [x for x in a if re.match(r"^Avahi \d", x) and "release" in x]
got[4] = re.search(r"[\"'](.+)[\"'] release", heads[-1]).group(1)
def section_of(pat, lines):
    n = [i for i, x in enumerate(lines) if pat in x][0]
    return [x for x in lines[:n] if re.match(r"^Avahi \d", x)][-1].split()[1].rstrip(",")
got[5] = section_of('"allow-interfaces"', a)
got[6] = re.search(r"CVE-2010-2244 \((.+)\)", "\n".join(a)).group(1)
s = "\n".join(a[52:55]); got[7] = str(len(s.split(":", 1)[1].split(",")))
v1, v2 = section_of("Fix CVE-2009-0758", a), section_of("limit to 300", a)
got[8] = min(v1, v2, key=lambda v: tuple(map(int, v.split("."))))
posix = [x.strip("• ").strip() for x in m[43:55] if "LC_" in x]; got[9] = posix[3]
got[10] = str(len([x for x in m[58:70] if "LC_" in x]))
got[11] = re.search(r"only (\w+) is mandatory", "\n".join(m)).group(1)
got[12] = re.search(r"relaxed on (\d{4}-\d\d-\d\d)", "\n".join(g)).group(1)
got[13] = [x.split("::")[0].strip(" -") for x in g if "web key service" in x][0]
rfc = {x[:4]: x for x in g if re.match(r"^\d{4}  ", x)}
cur = [k for k, v in rfc.items() if "Current OpenPGP" in v][0]; old = [k for k, v in rfc.items() if "OpenPGP (obsolete)" in v][0]
got[14] = str(int(cur) - int(old))
got[15] = re.search(r"user (\w+) logs in at 7pm", "\n".join(p)).group(1)
got[16] = "week-end days" if "Wk Wd Al" in p[50] and "the last two being week-end days and all 7 days of the week" in p[52] + " " + p[53].lstrip("# ") else None
got[17] = [x for x in p if x.startswith("#xsh") and "sword" in x][0].split(";")[-1].strip()
got[18] = ", ".join(sorted(r["locale"] for r in rows if r["measurement"] == "2"))
got[19] = str(sum(r["paper_width_mm"] == "216" for r in rows))
mx = max(int(r["int_prefix"]) for r in rows); terr = {r["territory"] for r in rows if int(r["int_prefix"]) == mx}; assert len(terr) == 1; got[20] = terr.pop()
got[21] = ", ".join(sorted({r["territory"] for r in rows if r["int_curr_symbol"] == "USD" and r["paper_height_mm"] != "279"}))
got[22] = [k for k, v in st.items() if v["octal"] == "0o120000" and v["group"] == "file type"][0]
got[23] = str(sum(v["group"] == "Windows file attribute" for v in st.values()))
got[24] = str(sum(st[k]["value"] for k in ["S_IRWXU", "S_IRWXG", "S_IRWXO"]))
ok = True
for line in open("metadata.jsonl", encoding="utf-8"):
    q = json.loads(line); n = int(q["task_id"][-2:])
    flag = got.get(n) == q["Final answer"]; ok &= flag
    print(q["task_id"], "OK " if flag else "BAD", repr(got.get(n)), "vs", repr(q["Final answer"]))
print("ALL OK" if ok else "MISMATCH")
