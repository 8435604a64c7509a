#!/usr/bin/python3
"""Make cmake-commands.json from the CMake 3.25 documentation sources shipped in
cmake-data: the command index /usr/share/cmake-3.25/Help/manual/cmake-commands.7.rst
(which gives each command's category) and each command page
/usr/share/cmake-3.25/Help/command/<name>.rst (read for its page-level
'.. versionadded::' / '.. deprecated::' directive or 'Disallowed since version'
note, which CMake puts right below the page title)."""
import json
import re

HELP = "/usr/share/cmake-3.25/Help"
index = open(HELP + "/manual/cmake-commands.7.rst", encoding="utf-8").read().splitlines()

entries = []
category = None
for i, line in enumerate(index):
    if i + 1 < len(index) and re.fullmatch(r"=+", index[i + 1]) and line.endswith("Commands"):
        category = line[: -len(" Commands")]
        continue
    m = re.fullmatch(r"\s+/command/(\S+)", line)
    if m:
        entries.append((m.group(1), category))

out = []
for name, cat in entries:
    lines = open(f"{HELP}/command/{name}.rst", encoding="utf-8").read().splitlines()
    # page-level note: first non-empty line after the title underline
    body = [l for l in lines[2:] if l.strip()]
    first = body[0] if body else ""
    added = deprecated = policy = None
    m = re.match(r"\.\. versionadded:: (\S+)", first)
    if m:
        added = m.group(1)
    m = re.match(r"\.\. deprecated:: (\S+)", first)
    if m:
        deprecated = m.group(1)
    m = re.match(r"Disallowed since version (\S+?)\.\s+See CMake Policy :policy:`(CMP\d+)`", first)
    if m:
        deprecated, policy = m.group(1), m.group(2)
    out.append({
        "command": name,
        "category": cat,
        "added_in_version": added,
        "deprecated_or_disallowed_since": deprecated,
        "disallowing_policy": policy,
    })

with open("cmake-commands.json", "w", encoding="utf-8") as fh:
    json.dump(out, fh, indent=2)
    fh.write("\n")
print(len(out), "entries")
