"""Recomputes every Final answer in metadata.jsonl from the attachments (run from this folder with /usr/bin/python3)."""
import csv, json, re
from datetime import date
import xml.etree.ElementTree as ET

def lines(fn):
    return open(fn, encoding="utf-8").read().split("\n")

got = {}
L = lines("lcms2-copyright.txt")
got[1] = L[27].split("License: ")[1] if L[25].startswith("Files: plugins/fast_float/* plugins/threaded/*") else None
got[2] = L[44].split("Copyright: 1991-2013, ")[1].rstrip(".").replace(", ", ", ")
holders = [re.search(r"(\d{4})(?:-(\d{4}))?\s+(.*) <(.*)>", l) for l in L[93:95]]
span = lambda m: int(m.group(2) or m.group(1)) - int(m.group(1))
got[3] = max(holders, key=span).group(4)

V = lines("libvorbis-changelog.txt")
heads = [(i + 1, l) for i, l in enumerate(V) if l.startswith("libvorbis ")]
def release_of(lineno):
    return [h for h in heads if h[0] < lineno][-1][1]
cb = [i + 1 for i, l in enumerate(V) if "out-of-bounds write on codebook decoding" in l][0]
got[4] = re.search(r"\((\d{4}-\d\d-\d\d)\)", release_of(cb)).group(1)
got[5] = re.search(r"\(([^()]*)\)\"$", heads[0][1]).group(1)
d = {re.match(r"libvorbis (\S+)", h).group(1): re.search(r"\((\d{4})-(\d\d)-(\d\d)\)", h) for _, h in heads}
dt = lambda v: date(*map(int, d[v].groups()))
got[6] = str((dt("1.2.3") - dt("1.2.2")).days)
got[7] = str(len(set(re.findall(r"CVE-\d{4}-\d+", "\n".join(V)))))

T = lines("tzfile.5.txt")
got[8] = re.search(r"(\d+)-byte header", T[14]).group(1)
fields = [l.strip() for l in T[26:48] if l.strip().startswith("tzh_")]
got[9] = fields[3]
got[10] = re.search(r'copy of the file "([^"]+)"', T[111]).group(1)
got[11] = str((167 - (-167) + 1) - (24 - 0 + 1))
got[12] = re.search(r"UT is\s*(\w+ \w+)", " ".join(T[27:29])).group(1)

B = lines("bash-INTRO.txt")
got[13] = "64" if "from two\nto sixty-four" in "\n".join(B[70:72]) else None
items = [l.strip()[2:] for l in B[115:121]]
got[14] = items[2]
heads_b = [l for k, l in enumerate(B[1:-1], 1) if l and not l[0].isspace() and B[k - 1] == "" and B[k + 1] == "" and not l.rstrip().endswith(".")]
got[15] = heads_b[heads_b.index("Directory Stack") + 1]

root = ET.parse("org.gnome.desktop.privacy.gschema.xml").getroot()
keys = {k.get("name"): k for k in root.iter("key")}
got[16] = keys["old-files-age"].find("default").text
got[17] = keys["recent-files-max-age"].find("default").text
got[18] = str(sum(k.get("type") == "b" and k.find("default").text == "true" for k in keys.values()))

rows = list(csv.DictReader(open("nordic-subdivisions.csv", encoding="utf-8")))
vest = [r["code"] for r in rows if r["name"] == "Vesturland"][0]
got[19] = str(sum(r["parent"] == vest and r["type"] == "Municipality" for r in rows))
got[20] = ", ".join(r["name"] for r in rows if r["country"] == "Norway" and r["type"] != "County")
from collections import Counter
got[21] = Counter(r["country"] for r in rows if r["type"] == "Region").most_common(1)[0][0]

J = json.load(open("python-ssl-tls-enums.json"))
alerts = {m["name"]: m["value"] for m in J["TLSAlertType"]}
got[22] = str(alerts["HANDSHAKE_FAILURE"])
got[23] = max(alerts, key=alerts.get)
ct = {m["name"]: m["value"] for m in J["TLSContentType"]}
mt = {m["name"]: m["value"] for m in J["TLSMessageType"]}
both = set(ct) & set(mt)
assert len(both) == 1
n = both.pop()
got[24] = str(mt[n] - ct[n])

ok = True
for l in open("metadata.jsonl", encoding="utf-8"):
    q = json.loads(l)
    i = int(q["task_id"].split("-")[1])
    flag = "ok" if got[i] == q["Final answer"] else "MISMATCH"
    ok &= flag == "ok"
    print(q["task_id"], flag, repr(got[i]))
print("ALL OK" if ok else "PROBLEMS")
