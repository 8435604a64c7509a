#!/usr/bin/python3
"""Recompute every answer of metadata.jsonl from the attachments (run from this folder)."""
import csv, json, re, datetime
import xml.etree.ElementTree as ET

L = lambda fn: open(fn, encoding="utf-8").read().split("\n")
got = {}
# python3-pip-copyright.txt: parse stanzas
cp = open("python3-pip-copyright.txt", encoding="utf-8").read()
stanzas = [s for s in cp.split("\n\n") if s.startswith("Files:")]
def field(s, name):
    m = re.search(r"^%s:(.*(?:\n[ \t].*)*)" % name, s, re.M)
    return m.group(1).split() if m else []
for s in stanzas:
    if "resolvelib" in s:
        got[1] = re.search(r"Copyright: \d{4}, (.+?) <", s).group(1)
    lic = re.search(r"^License: (.*)$", s, re.M).group(1)
    if lic.startswith("MPL"):
        got[2] = field(s, "Files")[0].split("/")[-2]
    if lic == "Apache-2.0":
        got[3] = str(len(field(s, "Files")))
# pygments-changelog.txt
pl = L("pygments-changelog.txt")
heads = [i for i, l in enumerate(pl) if l.startswith("Version ")]
def section_of(idx):
    h = max(i for i in heads if i <= idx)
    return pl[h], pl[h + 2]
i = pl.index("- License change to BSD.")
got[4] = re.search(r"codename (\w+)", section_of(i)[1]).group(1)
i = pl.index("- Initial public release.")
d = re.search(r"released (\w+ \d+, \d{4})", section_of(i)[1]).group(1)
got[5] = datetime.datetime.strptime(d, "%b %d, %Y").date().isoformat()
s = pl.index("Version 2.14.0"); e = pl.index("- Updated lexers:", s)
a = pl.index("- Added lexers:", s)
got[6] = str(sum(1 for l in pl[a:e] if l.startswith("  * ")))
def rdate(v):
    t = pl[pl.index("Version " + v) + 2]
    t = re.search(r"released (\w+) (\d+)\w*, (\d{4})", t)
    return datetime.datetime.strptime(" ".join(t.groups()), "%B %d %Y").date()
got[7] = str((rdate("2.11.2") - rdate("2.11.0")).days)
# ssh-keygen.1.txt
mt = open("ssh-keygen.1.txt", encoding="utf-8").read()
got[8] = re.search(r"The default is (\d+) rounds", mt).group(1)
m = re.search(r"minimum size is (\d+) bits and the default is (\d+) bits", mt)
got[9] = str(int(m.group(2)) - int(m.group(1)))
got[10] = ", ".join(re.findall(r"\d+", re.search(r"Valid generator values are ([^.]+)\.", mt).group(1)))
# systemd-CODING_STYLE.md
md = L("systemd-CODING_STYLE.md")
got[11] = re.search(r"shell scripts, which are (\d+)ch", md[12]).group(1)
got[12] = re.search(r"prefixed with `(\w+)`", md[637]).group(1)
j = next(k for k, l in enumerate(md) if "never use `dup()`" in l)
got[13] = [l for l in md[:j] if l.startswith("## ")][-1][3:]
got[14] = str(int(re.search(r"~(\d+)ch", md[22]).group(1)) - int(re.search(r"at (\d+)ch", md[20]).group(1)))
# policy
acts = ET.parse("org.freedesktop.login1.policy.xml").getroot().findall("action")
got[15] = str(sum(a.find("defaults").findtext("allow_any") == "yes" for a in acts))
got[16] = next(a for a in acts if a.get("id").endswith(".halt")).find("defaults").findtext("allow_active")
got[17] = next(a.get("id") for a in acts if 'reboot "reason"' in a.findtext("description"))
# csv
rows = list(csv.DictReader(open("bluetooth-company-ids.csv", encoding="utf-8")))
got[18] = next(r["company_name"] for r in rows if r["company_id_hex"] == "004C")
got[19] = ", ".join(sorted(r["company_id_hex"] for r in rows if r["company_name"] == "Canopy Growth Corporation"))
ids = {int(r["company_id_hex"], 16) for r in rows}
miss = [k for k in range(min(ids), max(ids) + 1) if k not in ids]
assert len(miss) == 1
got[20] = "%04X" % miss[0]
got[21] = str(sum(r["company_name"].split()[-1] == "GmbH" for r in rows))
# json
ch = json.load(open("misc-symbols.json", encoding="utf-8"))["characters"]
ns = [c["name"] for c in ch if c["category"] != "So"]; assert len(ns) == 1
got[22] = ns[0]
got[23] = str(sum(c["east_asian_width"] == "W" for c in ch))
got[24] = next(c["codepoint"] for c in ch if c["name"] == "BLACK CHESS KNIGHT")

ok = True
for line in open("metadata.jsonl", encoding="utf-8"):
    q = json.loads(line); n = int(q["task_id"].split("-")[1])
    flag = got.get(n) == q["Final answer"]
    ok &= flag
    print(q["task_id"], "OK" if flag else "MISMATCH", repr(got.get(n)), repr(q["Final answer"]))
print("ALL OK" if ok else "PROBLEMS")
