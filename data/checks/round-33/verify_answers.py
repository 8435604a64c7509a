#!/usr/bin/python3
"""Recompute every Final answer of metadata.jsonl from the attachments and compare."""
import csv, json, re
L = lambda f: open(f, encoding="utf-8").read().splitlines()
bsd, mpfr, tm, iso, alsa = (L(f) for f in ("libbsd-copyright.txt", "mpfr-NEWS.txt", "time.7.txt", "iso-codes-README.md", "alsa.conf.txt"))
js = json.load(open("superscripts-subscripts.json", encoding="utf-8"))["characters"]
cs = list(csv.DictReader(open("iso-8859-7.csv", encoding="utf-8")))
got = {}
# 01 last word(s) of the Beerware licence text (l.445)
i = bsd.index("License: Beerware"); got[1] = re.split(r"\s{2,}", bsd[i + 4].strip())[-1]
# 02 stanza containing src/setproctitle.c
i = bsd.index(" src/setproctitle.c"); got[2] = next(l for l in bsd[i:] if l.startswith("License:")).split(": ")[1]
# 03 files of the public-domain stanza
i = bsd.index("License: public-domain"); j = max(k for k in range(i) if bsd[k] == "Files:")
got[3] = ", ".join(l.strip() for l in bsd[j + 1:i] if l.startswith(" ") and "/" in l)
# 04 file paths of the ISC stanza
i = bsd.index("License: ISC"); j = max(k for k in range(i) if bsd[k] == "Files:"); c = bsd.index("Copyright:", j)
got[4] = str(len([l for l in bsd[j + 1:c] if l.startswith(" ")]))
# 05-08 MPFR NEWS
heads = [(n, l) for n, l in enumerate(mpfr) if l.startswith("Changes from")]
def section(n): return re.search(r"to version (\S+):", mpfr[n]).group(1)
def sec_of(line_no): return section(max(n for n, _ in heads if n < line_no))
n = next(k for k, l in enumerate(mpfr) if "canard" in l); got[5] = sec_of(n)
n = next(k for k, l in enumerate(mpfr) if "depends on GMP 5.0+" in l); s = sec_of(n)
h = next(k for k, _ in heads if section(k) == s); got[6] = re.search(r'"(.*)" release', mpfr[h + 1]).group(1)
last = heads[-1][0]; got[7] = next(l for l in mpfr[last:] if "new elementary functions" in l).split(": ")[1]
got[8] = str(sum(1 for l in mpfr if re.match(r'- The ".*" release\.', l)))
# 09-11 time(7)
t = "\n".join(tm)
got[9] = re.search(r"Since Linux (\S+), it is possible to control the \"timer", re.sub(r"\s+", " ", t)).group(1).rstrip(",")
got[10] = str(round(1000 / 250))  # "can be 100, 250 (the default) or 1000"
i = next(k for k, l in enumerate(tm) if l == "SEE ALSO")
refs = re.findall(r"\w+\((\w+)\)", " ".join(tm[i + 1:tm.index("", i)]))
got[11] = str(refs.count("3"))
# 12-15 iso-codes README
got[12] = "Swiss Association for Standardization" if "maintenance agency is the Swiss Association for Standardization." in iso else None
got[13] = re.search(r"ISO 3166-2: Renamed from `(\S+)`", "\n".join(iso)).group(1)
m = re.search(r"about (\d+) to about (\d+)", "\n".join(iso)); got[14] = str(int(m.group(1)) - int(m.group(2)))
i = next(k for k, l in enumerate(iso) if "Unicode Consortium" in l); h = max(k for k in range(i) if iso[k].startswith("## "))
got[15] = re.search(r'domain is "(\S+)"', " ".join(iso[h:i + 3])).group(1)
# 16-19 alsa.conf
kv = dict(l.split(None, 1) for l in alsa if l.startswith("defaults."))
got[16] = kv["defaults.pcm.dmix.rate"]
i = next(k for k, l in enumerate(alsa) if "Hardware device with all software conversions" in l)
got[17] = next(alsa[k] for k in range(i, -1, -1) if alsa[k].startswith("pcm.")).split()[0][4:]
i = alsa.index("pcm.hw {"); j = alsa.index("\t\t\tvars [", i); e = alsa.index("\t\t\t]", j)
got[18] = ", ".join(l.strip() for l in alsa[j + 1:e])
got[19] = str(int(kv["defaults.pcm.minperiodtime"].split()[0]) // 1000)
# 20-22 JSON
got[20] = str(sum(r["category"] == "Lm" for r in js))
got[21] = next(r["name"] for r in js if r["codepoint"] == "U+2094")
got[22] = str(sum(r["numeric"] for r in js if r["name"].startswith("SUPERSCRIPT") and r["numeric"] is not None))
# 23-24 CSV
got[23] = next(r["byte"] for r in cs if r["description"] == "EURO SIGN")
have = {int(r["byte"], 16) for r in cs}
got[24] = ", ".join("0x%02X" % b for b in range(0xA0, 0x100) if b not in have)
ok = True
for line in open("metadata.jsonl", encoding="utf-8"):
    d = json.loads(line); n = int(d["task_id"].split("-")[1])
    flag = "OK " if got[n] == d["Final answer"] else "BAD"
    ok &= flag == "OK "
    print(flag, d["task_id"], repr(got[n]), "expected", repr(d["Final answer"]))
print("ALL OK" if ok else "MISMATCH")
