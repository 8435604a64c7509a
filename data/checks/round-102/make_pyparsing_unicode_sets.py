"""Build pyparsing-unicode-sets.json from the character-set definitions in
python3-pyparsing (/usr/lib/python3/dist-packages/pyparsing/unicode.py).

One entry per named set that defines its own _ranges (the catch-all root set
and the CJK union class, which has no ranges of its own, are left out).
Run with /usr/bin/python3 so that Debian's python3-pyparsing is imported."""
import inspect
import json

import pyparsing
from pyparsing.unicode import pyparsing_unicode as pu

assert pyparsing.__file__.startswith("/usr/lib/python3/dist-packages/"), pyparsing.__file__

def nested(cls, prefix=""):
    for name, obj in cls.__dict__.items():
        if inspect.isclass(obj) and name.isascii() and not name.startswith("_"):
            yield prefix + name, obj
            yield from nested(obj, prefix + name + ".")

# non-ASCII alias attribute names (e.g. "Ελληνικά") that point to a set
aliases = {}
def collect_aliases(cls):
    for name, obj in cls.__dict__.items():
        if inspect.isclass(obj):
            if not name.isascii():
                aliases.setdefault(obj, []).append(name)
            else:
                collect_aliases(obj)
collect_aliases(pu)

entries = []
seen = set()
for path, cls in nested(pu):
    if cls in seen or "_ranges" not in cls.__dict__:
        continue
    seen.add(cls)
    ranges = [tuple(r) for r in cls.__dict__["_ranges"]]
    points = set()
    for r in ranges:
        lo = r[0]
        hi = r[-1]
        points.update(range(lo, hi + 1))
    entries.append({
        "set_name": path,
        "native_name_alias": (aliases.get(cls) or [None])[0],
        "description": (cls.__doc__ or "").strip(),
        "range_count": len(ranges),
        "single_code_point_ranges": sum(1 for r in ranges if len(r) == 1),
        "lowest_code_point": "U+%04X" % min(points),
        "highest_code_point": "U+%04X" % max(points),
        "distinct_code_points": len(points),
    })

with open("pyparsing-unicode-sets.json", "w", encoding="utf-8") as fh:
    json.dump({"source": "pyparsing " + pyparsing.__version__ + " pyparsing/unicode.py",
               "sets": entries}, fh, ensure_ascii=False, indent=2)
    fh.write("\n")
print("pyparsing-unicode-sets.json", len(entries), "entries")
