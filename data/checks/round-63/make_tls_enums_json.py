"""TLS protocol numbers defined in Python's ssl module (/usr/lib/python3.11/ssl.py):
the private enums _TLSContentType, _TLSAlertType and _TLSMessageType.

Output: a JSON object {enum name without the leading underscore: [{"name": ..., "value": ...}, ...]},
members in definition order.
"""
import json
import ssl

out = {}
for enum in (ssl._TLSContentType, ssl._TLSAlertType, ssl._TLSMessageType):
    out[enum.__name__.lstrip("_")] = [{"name": m.name, "value": m.value} for m in enum]
print(json.dumps(out, indent=2))
