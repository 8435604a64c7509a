#!/usr/bin/python3
"""Regional/sub-tagged language tags (tags containing '-') and their English names,
read from the POD table of Perl's I18N::LangTags::List (perl-modules-5.36), using the
same line regex the module itself uses."""
import json, re

SRC = "/usr/share/perl/5.36.0/I18N/LangTags/List.pm"
rx = re.compile(r'(\[?)\{([-0-9a-zA-Z]+)\}(?:\s*:)?\s*([^\[\]]+)')
rows = []
seeking = True
with open(SRC, encoding="utf-8") as fh:
    for line in fh:
        if seeking:
            if "=for woohah" in line:
                seeking = False
            continue
        m = rx.search(line)
        if not m:
            continue
        disrec, tag, name = m.groups()
        name = re.sub(r'\s*[;.]*\s*$', '', name)
        if not name or "-" not in tag:
            continue
        parts = tag.split("-")
        rows.append({"tag": tag, "name": name,
                     "primary_subtag": parts[0].lower(),
                     "subtag_count": len(parts)})
with open("perl-language-tags.json", "w", encoding="utf-8") as out:
    json.dump(rows, out, ensure_ascii=False, indent=1)
    out.write("\n")
print(len(rows))
