#!/usr/bin/python3
"""Write python-builtin-exceptions.json: every exception class in Python's
builtins module (subclasses of BaseException), in alphabetical order, with its
direct base classes, its direct built-in subclasses, its depth below
BaseException (fewest inheritance steps) and its docstring with whitespace
collapsed (null when it has none)."""
import builtins, json

classes = {n: o for n, o in vars(builtins).items()
           if isinstance(o, type) and issubclass(o, BaseException)}
# aliases (EnvironmentError, IOError) point to OSError: keep only canonical names
classes = {n: o for n, o in classes.items() if o.__name__ == n}

def depth(c):
    if c is BaseException:
        return 0
    return 1 + min(depth(b) for b in c.__bases__ if issubclass(b, BaseException))

rows = []
for name in sorted(classes):
    c = classes[name]
    rows.append({
        "name": name,
        "bases": [b.__name__ for b in c.__bases__],
        "subclasses": sorted(s.__name__ for s in c.__subclasses__() if s.__name__ in classes and classes[s.__name__] is s),
        "depth": depth(c),
        "description": " ".join(c.__doc__.split()) if c.__doc__ else None,
    })
with open("python-builtin-exceptions.json", "w", encoding="utf-8") as f:
    json.dump(rows, f, indent=2, ensure_ascii=False)
    f.write("\n")
print(len(rows), "classes")
