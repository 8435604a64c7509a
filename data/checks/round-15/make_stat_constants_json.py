#!/usr/bin/python3
"""Build python-stat-constants.json from the integer constants of Python's
standard-library `stat` module (/usr/lib/python3.11/stat.py, which is then
overridden by the C module _stat where available).

One object per upper-case integer constant, in the order: group, then value,
then name. Fields: name, group, value (decimal), octal, hex.
Groups are assigned from the name prefix:
  ST_*                -> "stat tuple index"
  S_IF*               -> "file type"
  S_IS*, S_IR*, S_IW*, S_IX*, S_IREAD, S_IWRITE, S_IEXEC, S_ENFMT -> "permission bit"
  UF_*                -> "user flag"
  SF_*                -> "super-user flag"
  FILE_ATTRIBUTE_*    -> "Windows file attribute"
Callables (S_ISDIR(), S_IMODE(), ...) are not constants and are skipped.
"""
import json
import stat

GROUP_ORDER = ["stat tuple index", "file type", "permission bit",
               "user flag", "super-user flag", "Windows file attribute"]


def group_of(name):
    if name.startswith("ST_"):
        return "stat tuple index"
    if name.startswith("S_IF"):
        return "file type"
    if name.startswith("S_"):
        return "permission bit"
    if name.startswith("UF_"):
        return "user flag"
    if name.startswith("SF_"):
        return "super-user flag"
    if name.startswith("FILE_ATTRIBUTE_"):
        return "Windows file attribute"
    raise ValueError(name)


items = []
for name in dir(stat):
    if not name.isupper():
        continue
    value = getattr(stat, name)
    if not isinstance(value, int) or callable(value):
        continue
    items.append({
        "name": name,
        "group": group_of(name),
        "value": value,
        "octal": oct(value),
        "hex": hex(value),
    })

items.sort(key=lambda d: (GROUP_ORDER.index(d["group"]), d["value"], d["name"]))
with open("python-stat-constants.json", "w", encoding="utf-8") as f:
    json.dump(items, f, indent=2)
    f.write("\n")
print(len(items), "constants")
