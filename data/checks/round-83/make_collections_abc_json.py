#!/usr/bin/python3
"""Build collections-abc.json from Python's standard library.

Source: the collections.abc module of /usr/bin/python3 (3.11,
/usr/lib/python3.11/_collections_abc.py).  One object per name in
collections.abc.__all__ that is a class, in __all__ order.  Fields:
  name              - class name
  bases             - names of the direct base classes (object omitted)
  abstract_methods  - sorted names in the class's __abstractmethods__
  defined_methods   - sorted names of the callable attributes the class itself
                      defines in its own __dict__ (dunder bookkeeping such as
                      __slots__, __abstractmethods__, __module__, __doc__,
                      __init_subclass__, __class_getitem__, __subclasshook__ and _abc_impl
                      left out)
"""
import collections.abc as cabc
import json
import sys

SKIP = {"__slots__", "__abstractmethods__", "__module__", "__doc__", "_abc_impl",
        "__init_subclass__", "__class_getitem__", "__subclasshook__",
        "__dict__", "__weakref__"}

out = []
for name in cabc.__all__:
    cls = getattr(cabc, name)
    if not isinstance(cls, type):
        continue
    defined = sorted(k for k, v in vars(cls).items()
                     if k not in SKIP and (callable(v) or isinstance(v, (classmethod, staticmethod))))
    out.append({
        "name": name,
        "bases": [b.__name__ for b in cls.__bases__ if b is not object],
        "abstract_methods": sorted(cls.__abstractmethods__),
        "defined_methods": defined,
    })

with open("collections-abc.json", "w", encoding="utf-8") as f:
    json.dump({"python_version": sys.version.split()[0], "classes": out}, f, indent=2)
    f.write("\n")
print(len(out), "classes")
