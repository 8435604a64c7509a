#!/usr/bin/python3
"""English locales listed in glibc's /usr/share/i18n/SUPPORTED (package locales)
-> english-supported-locales.json"""
import json
import re

SRC = "/usr/share/i18n/SUPPORTED"
entries = []
with open(SRC, encoding="utf-8") as f:
    for line in f:
        line = line.strip()
        if not line or line.startswith("#"):
            continue
        name, charset = line.split()
        if not name.startswith("en_"):
            continue
        m = re.fullmatch(r"([a-z]+)_([A-Z]+)(?:\.([^@]+))?(?:@(.+))?", name)
        lang, territory, codeset, modifier = m.groups()
        entries.append({
            "locale": name,
            "language": lang,
            "territory": territory,
            "codeset_in_name": codeset,
            "modifier": modifier,
            "charset": charset,
        })
with open("english-supported-locales.json", "w", encoding="utf-8") as f:
    json.dump({"source": SRC, "count": len(entries), "locales": entries}, f, indent=2)
    f.write("\n")
