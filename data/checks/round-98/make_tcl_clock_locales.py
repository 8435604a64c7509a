#!/usr/bin/python3
"""Table of the locale data used by Tcl's [clock format] command, read from the
message catalogues /usr/share/tcltk/tcl8.6/msgs/*.msg (package tcl8.6).
One entry per catalogue file; only the keys that the file sets are written.
Tcl \\uXXXX escapes are decoded; the empty 13th month that Tcl appends is dropped.
The LOCALE_* keys (only in ja, ko and zh) are left out."""
import glob
import json
import os
import re

SRC = "/usr/share/tcltk/tcl8.6/msgs"
OUT = "tcl-clock-locales.json"

KEYS = {
    "MONTHS_FULL": "months_full",
    "MONTHS_ABBREV": "months_abbrev",
    "DAYS_OF_WEEK_FULL": "days_full",
    "DAYS_OF_WEEK_ABBREV": "days_abbrev",
    "AM": "am",
    "PM": "pm",
    "BCE": "bce",
    "CE": "ce",
    "DATE_FORMAT": "date_format",
    "TIME_FORMAT": "time_format",
    "TIME_FORMAT_12": "time_format_12",
    "DATE_TIME_FORMAT": "date_time_format",
}


def unescape(s):
    return re.sub(r"\\u([0-9a-fA-F]{4})", lambda m: chr(int(m.group(1), 16)), s)


single = re.compile(r'^\s*::msgcat::mcset (\S+) (\w+) "(.*)"\s*$')
liststart = re.compile(r'^\s*::msgcat::mcset (\S+) (\w+) \[list \\\s*$')
item = re.compile(r'^\s*"(.*)"\\?(\])?\s*$')

entries = []
for path in sorted(glob.glob(os.path.join(SRC, "*.msg"))):
    entry = {"file": os.path.basename(path)}
    with open(path, encoding="utf-8") as f:
        lines = f.read().splitlines()
    i = 0
    while i < len(lines):
        line = lines[i]
        m = single.match(line)
        if m:
            loc, key, val = m.groups()
            entry.setdefault("locale", loc)
            if key in KEYS:
                entry[KEYS[key]] = unescape(val)
            i += 1
            continue
        m = liststart.match(line)
        if m:
            loc, key = m.groups()
            entry.setdefault("locale", loc)
            vals = []
            i += 1
            while True:
                mi = item.match(lines[i])
                if not mi:
                    raise SystemExit("cannot parse %s: %r" % (path, lines[i]))
                vals.append(unescape(mi.group(1)))
                i += 1
                if mi.group(2):
                    break
            if key.startswith("MONTHS") and len(vals) == 13 and vals[-1] == "":
                vals = vals[:-1]
            if key in KEYS:
                entry[KEYS[key]] = vals
            continue
        i += 1
    ordered = {"locale": entry["locale"], "file": entry["file"]}
    for k in KEYS.values():
        if k in entry:
            ordered[k] = entry[k]
    entries.append(ordered)

with open(OUT, "w", encoding="utf-8") as f:
    # one locale per line keeps the file compact and easy to read
    f.write("[\n" + ",\n".join(json.dumps(e, ensure_ascii=False) for e in entries) + "\n]\n")
print(OUT, len(entries), "entries")
