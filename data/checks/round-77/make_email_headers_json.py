#!/usr/bin/python3
"""Write email-header-registry.json: the default header-name -> header-class
map of Python's email.headerregistry module (_default_header_map), in the
module's own order, with each class's max_count and direct base classes."""
import json
import email.headerregistry as hr

rows = []
for header, cls in hr._default_header_map.items():
    rows.append({
        "header": header,
        "class": cls.__name__,
        "max_count": getattr(cls, "max_count", None),
        "bases": [b.__name__ for b in cls.__bases__],
        "value_parser": getattr(cls, "value_parser", None).__name__
        if getattr(cls, "value_parser", None) else None,
    })
with open("email-header-registry.json", "w", encoding="utf-8") as f:
    json.dump({"source": "Python " + __import__("sys").version.split()[0]
               + " email.headerregistry._default_header_map",
               "headers": rows}, f, indent=2)
    f.write("\n")
