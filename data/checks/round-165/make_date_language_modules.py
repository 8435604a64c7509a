#!/usr/bin/python3
"""JSON list of the Date::Language modules of libtimedate-perl
(/usr/share/perl5/Date/Language/*.pm): module, version, base classes, credited contributor."""
import glob, json, os, re

out = []
for path in sorted(glob.glob("/usr/share/perl5/Date/Language/*.pm")):
    raw = open(path, "rb").read()
    try:
        text = raw.decode("utf-8")
    except UnicodeDecodeError:
        text = raw.decode("latin-1")
    name = os.path.basename(path)[:-3]
    ver = re.search(r'^\$VERSION\s*=\s*"([^"]+)"', text, re.M).group(1)
    m = re.search(r"^@ISA\s*=\s*qw\(([^)]*)\)", text, re.M)
    if m:
        bases = m.group(1).split()
    else:
        m = re.search(r"^use base\s+(?:qw\(([^)]*)\)|\"([^\"]*)\")", text, re.M)
        bases = (m.group(1) or m.group(2)).split()
    c = re.search(r"^##.*?(?:[Cc]ontributed by|provided by)\s+(.+?)\s*$", text, re.M)
    contributor = None
    if c:
        contributor = re.sub(r"\s*[<(].*$", "", c.group(1)).strip()
    out.append({"module": "Date::Language::" + name, "language": name,
                "version": ver, "base_classes": bases, "contributor": contributor})

with open("date-language-modules.json", "w", encoding="utf-8") as f:
    json.dump(out, f, indent=2, ensure_ascii=False)
    f.write("\n")
print(len(out), "entries")
