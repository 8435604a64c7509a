#!/usr/bin/python3
"""Write email-header-classes.json from the standard library's
email.headerregistry default header map (Python 3.11)."""
import json
import email.headerregistry as hr

rows = []
for name, cls in hr._default_header_map.items():
    parser = getattr(cls, 'value_parser', None)
    rows.append({
        "header": name,
        "class": cls.__name__,
        "max_count": getattr(cls, 'max_count', None),
        "value_parser": parser.__name__ if parser else None,
        "base_classes": [b.__name__ for b in cls.__bases__],
    })
with open('email-header-classes.json', 'w', encoding='utf-8') as f:
    json.dump(rows, f, indent=2)
    f.write('\n')
print(len(rows), 'headers')
