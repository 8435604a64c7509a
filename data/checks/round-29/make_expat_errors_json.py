#!/usr/bin/python3
"""Make expat-error-codes.json from Python's xml.parsers.expat.errors module.

For every XML_ERROR_* constant in the module, one object: code (the integer from
errors.codes), constant (the XML_ERROR_* name) and message (the message string,
which is also the constant's value), sorted by code.
"""
import json
from xml.parsers.expat import errors, version_info, EXPAT_VERSION

items = []
for name in dir(errors):
    if name.startswith("XML_ERROR_"):
        msg = getattr(errors, name)
        items.append({"code": errors.codes[msg], "constant": name, "message": msg})
items.sort(key=lambda d: d["code"])
doc = {"source": "Python xml.parsers.expat.errors", "expat_version": EXPAT_VERSION,
       "errors": items}
with open("expat-error-codes.json", "w", encoding="utf-8") as out:
    json.dump(doc, out, indent=2, ensure_ascii=False)
    out.write("\n")
print(len(items), "errors")
