#!/usr/bin/python3
"""Write windows-lcid-locales.csv from Python's locale.windows_locale table
(Windows LCID -> POSIX-style locale name), one row per LCID, sorted by LCID."""
import csv
import locale

with open("windows-lcid-locales.csv", "w", newline="", encoding="utf-8") as f:
    w = csv.writer(f, lineterminator="\n")
    w.writerow(["lcid_hex", "lcid", "locale", "language", "territory"])
    for lcid, name in sorted(locale.windows_locale.items()):
        lang, _, terr = name.partition("_")
        w.writerow([f"0x{lcid:04X}", lcid, name, lang, terr])
