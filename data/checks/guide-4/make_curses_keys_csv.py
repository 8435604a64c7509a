#!/usr/bin/python3
"""Table of the curses key codes known to Python's curses module.

For every entry of curses.has_key._capability_names (key code -> terminfo
capability name) write: key constant name (curses.KEY_*), decimal code,
octal code and terminfo capability. Rows sorted by key code.
"""
import csv
import curses
import curses.has_key

names = {}
for attr in dir(curses):
    if attr.startswith("KEY_") and isinstance(getattr(curses, attr), int):
        names.setdefault(getattr(curses, attr), []).append(attr)

with open("curses-keys.csv", "w", newline="", encoding="utf-8") as fh:
    w = csv.writer(fh)
    w.writerow(["key_name", "code", "octal", "terminfo_capability"])
    for code in sorted(curses.has_key._capability_names):
        cap = curses.has_key._capability_names[code]
        key = sorted(names.get(code, ["?"]))[0]
        w.writerow([key, code, "0o%o" % code, cap])
