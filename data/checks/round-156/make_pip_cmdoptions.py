#!/usr/bin/python3
"""Make pip-cmdoptions.json: the reusable command-line options that pip
23.0.1 defines as functools.partial(optparse.Option, ...) objects in
/usr/lib/python3/dist-packages/pip/_internal/cli/cmdoptions.py
(package python3-pip), sorted by their Python attribute name."""
import sys
sys.dont_write_bytecode = True
import functools
import json
import optparse

from pip._internal.cli import cmdoptions

entries = []
for attr in sorted(dir(cmdoptions)):
    obj = getattr(cmdoptions, attr)
    if not (isinstance(obj, functools.partial) and obj.func is optparse.Option):
        continue
    opt = obj()
    default = None if opt.default is optparse.NO_DEFAULT else opt.default
    entries.append({
        "attribute": attr,
        "long_option": opt._long_opts[0] if opt._long_opts else None,
        "long_aliases": opt._long_opts[1:],
        "short_option": opt._short_opts[0] if opt._short_opts else None,
        "dest": opt.dest,
        "action": opt.action,
        "default": default,
        "metavar": opt.metavar,
    })

with open("pip-cmdoptions.json", "w", encoding="utf-8") as out:
    json.dump({"source": "pip/_internal/cli/cmdoptions.py (pip 23.0.1)",
               "options": entries}, out, indent=2, ensure_ascii=False)
    out.write("\n")
print(len(entries), "options")
