#!/usr/bin/python3
"""Dump the standard library's email.charset tables (CHARSETS, ALIASES,
CODEC_MAP) into python-email-charsets.json: one object per charset in
CHARSETS, in the module's own order."""
import email.charset as ec
import json

ENC = {ec.QP: "quoted-printable", ec.BASE64: "base64", ec.SHORTEST: "shortest", None: None}

out = []
for name, (header, body, output) in ec.CHARSETS.items():
    out.append({
        "charset": name,
        "header_encoding": ENC[header],
        "body_encoding": ENC[body],
        "output_charset": output,
        "aliases": sorted(a for a, target in ec.ALIASES.items() if target == name),
        "python_codec": ec.CODEC_MAP.get(name, name),
    })

with open("python-email-charsets.json", "w", encoding="utf-8") as f:
    json.dump({"source": "Python %s email.charset" % __import__("sys").version.split()[0],
               "charsets": out}, f, indent=2, ensure_ascii=False)
    f.write("\n")
