#!/usr/bin/python3
"""JSON table of the DOM constants defined in Python's xml.dom package
(/usr/lib/python3.11/xml/dom/__init__.py, package libpython3.11-stdlib):
the Node type codes and the DOMException codes with their exception classes."""
import json, sys
sys.path.insert(0, '/usr/lib/python3.11')
import xml.dom as dom

entries = []
node_types = sorted(((v, k) for k, v in vars(dom.Node).items() if k.endswith('_NODE')))
for v, k in node_types:
    entries.append({'constant': k, 'value': v, 'category': 'node type',
                    'defined_in': 'xml.dom.Node', 'exception_class': None})
classes = {}
for name, obj in vars(dom).items():
    if isinstance(obj, type) and issubclass(obj, dom.DOMException) and hasattr(obj, 'code'):
        classes[obj.code] = name
codes = sorted((v, k) for k, v in vars(dom).items() if k.endswith('_ERR') and isinstance(v, int))
for v, k in codes:
    entries.append({'constant': k, 'value': v, 'category': 'exception code',
                    'defined_in': 'xml.dom', 'exception_class': classes[v]})
with open('python-xml-dom-constants.json', 'w', encoding='utf-8') as f:
    json.dump(entries, f, indent=2)
    f.write('\n')
print(len(entries), 'entries')
