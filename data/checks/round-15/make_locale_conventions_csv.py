#!/usr/bin/python3
"""Build glibc-locale-conventions.csv from the glibc locale sources in
/usr/share/i18n/locales (Debian package "locales").

One row per locale source file whose name looks like ll_CC or lll_CC (with an
optional @modifier), sorted by file name. For each keyword the value is taken
from the locale's own category section; if the section only says
`copy "other"` (possibly followed by overrides), the keyword is looked up in
the copied locale, recursively. <Uxxxx> escapes are decoded to characters.
"""
import csv
import os
import re

LOCALES = "/usr/share/i18n/locales"
NAME_RE = re.compile(r"^[a-z]{2,3}_[A-Z]{2}(@[A-Za-z0-9_]+)?$")
UCODE = re.compile(r"<U([0-9A-Fa-f]{4,8})>")


def read_sections(name, cache={}):
    if name in cache:
        return cache[name]
    path = os.path.join(LOCALES, name)
    with open(path, encoding="utf-8", errors="replace") as f:
        raw = f.read().split("\n")
    comment, escape = "%", "/"
    lines = []
    buf = ""
    for line in raw:
        m = re.match(r"^\s*comment_char\s+(\S)", line)
        if m:
            comment = m.group(1)
            continue
        m = re.match(r"^\s*escape_char\s+(\S)", line)
        if m:
            escape = m.group(1)
            continue
        if line.lstrip().startswith(comment):
            continue
        if line.endswith(escape) and not line.endswith(escape * 2):
            buf += line[:-1]
            continue
        lines.append(buf + line)
        buf = ""
    sections = {}
    cur = None
    for line in lines:
        s = line.strip()
        if re.match(r"^LC_[A-Z]+$", s):
            cur = s
            sections[cur] = {"copy": None, "kw": {}}
            continue
        if s.startswith("END LC_"):
            cur = None
            continue
        if cur is None or not s:
            continue
        m = re.match(r'^copy\s+"([^"]+)"', s)
        if m:
            sections[cur]["copy"] = m.group(1)
            continue
        parts = s.split(None, 1)
        if parts[0] not in sections[cur]["kw"]:
            sections[cur]["kw"][parts[0]] = parts[1] if len(parts) > 1 else ""
    cache[name] = (sections, escape)
    return cache[name]


def lookup(name, category, keyword, depth=0):
    sections, escape = read_sections(name)
    sec = sections.get(category)
    if sec is None:
        return None
    if keyword in sec["kw"]:
        return clean(sec["kw"][keyword], escape)
    if sec["copy"] and depth < 20:
        return lookup(sec["copy"], category, keyword, depth + 1)
    return None


def clean(value, escape):
    v = value.strip()
    if v.startswith('"') and v.endswith('"'):
        v = v[1:-1]
    v = UCODE.sub(lambda m: chr(int(m.group(1), 16)), v)
    v = v.replace(escape + escape, escape)
    return v


rows = []
for name in sorted(os.listdir(LOCALES)):
    if not NAME_RE.match(name):
        continue
    rows.append({
        "locale": name,
        "language": lookup(name, "LC_IDENTIFICATION", "language"),
        "territory": lookup(name, "LC_IDENTIFICATION", "territory"),
        "int_curr_symbol": (lookup(name, "LC_MONETARY", "int_curr_symbol") or "").strip(),
        "currency_symbol": lookup(name, "LC_MONETARY", "currency_symbol"),
        "int_prefix": lookup(name, "LC_TELEPHONE", "int_prefix"),
        "paper_height_mm": lookup(name, "LC_PAPER", "height"),
        "paper_width_mm": lookup(name, "LC_PAPER", "width"),
        "measurement": lookup(name, "LC_MEASUREMENT", "measurement"),
    })

with open("glibc-locale-conventions.csv", "w", newline="", encoding="utf-8") as f:
    w = csv.DictWriter(f, fieldnames=list(rows[0]))
    w.writeheader()
    w.writerows(rows)
print(len(rows), "rows")
