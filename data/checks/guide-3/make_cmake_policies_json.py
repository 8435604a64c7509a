#!/usr/bin/python3
"""Build cmake-policies.json from the CMake 3.25 policy help pages
(/usr/share/cmake-3.25/Help/policy/CMP*.rst, package cmake-data).

One object per policy, in policy-number order:
  policy        "CMP0000" ...
  summary       first paragraph of the page (RST markup removed)
  introduced_in CMake version that introduced the policy
                ("This policy was introduced in CMake version X", the
                 |disallowed_version| substitution, or ".. versionadded::")
  old_behavior_deprecated  true when the page includes DEPRECATED.txt
"""
import glob, json, os, re

SRC = "/usr/share/cmake-3.25/Help/policy"

def clean(s):
    def role(m):
        body = m.group(1)
        t = re.match(r"^(.*?)\s+<([^<>]*(?:<[^<>]*>[^<>]*)*)>$", body)  # "title <target>"
        return (t.group(1) if t else body).strip()
    s = re.sub(r":[a-z_]+:`([^`]*)`", role, s)
    s = s.replace("``", "")
    return re.sub(r"\s+", " ", s).strip()

out = []
for path in sorted(glob.glob(os.path.join(SRC, "CMP*.rst"))):
    text = open(path, encoding="utf-8").read()
    lines = text.splitlines()
    pid = lines[0].strip()
    # paragraphs after the underline, skipping directives
    paras, cur = [], []
    for ln in lines[2:]:
        if ln.strip() == "":
            if cur:
                paras.append(" ".join(cur)); cur = []
            continue
        cur.append(ln.strip())
    if cur:
        paras.append(" ".join(cur))
    paras = [p for p in paras if not p.startswith("..")]
    summary = clean(paras[0])
    ver = None
    m = re.search(r"introduced in CMake\s+version\s+(\d+(?:\.\d+)+)", text)
    if m:
        ver = m.group(1)
    else:
        m = re.search(r"\|disallowed_version\| replace:: (\d+(?:\.\d+)+)", text)
        if m:
            ver = m.group(1)
        else:
            m = re.search(r"\.\. versionadded:: (\d+(?:\.\d+)+)", text)
            ver = m.group(1) if m else None
    out.append({
        "policy": pid,
        "summary": summary,
        "introduced_in": ver,
        "old_behavior_deprecated": "DEPRECATED.txt" in text,
    })

with open("cmake-policies.json", "w", encoding="utf-8") as f:
    json.dump(out, f, indent=1, ensure_ascii=False)
    f.write("\n")
print(len(out), "policies")
