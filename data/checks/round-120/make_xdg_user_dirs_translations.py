#!/usr/bin/python3
"""Table of the localized default folder names shipped by xdg-user-dirs:
for every /usr/share/locale/*/LC_MESSAGES/xdg-user-dirs.mo catalogue, the
translation of each of the eight standard folder names."""
import gettext
import glob
import json
import os

FOLDERS = ["Desktop", "Documents", "Downloads", "Music", "Pictures",
           "Public", "Templates", "Videos"]

entries = []
for path in sorted(glob.glob("/usr/share/locale/*/LC_MESSAGES/xdg-user-dirs.mo")):
    locale = path.split("/")[4]
    with open(path, "rb") as f:
        cat = gettext.GNUTranslations(f)
    entry = {"locale": locale}
    for name in FOLDERS:
        entry[name] = cat.gettext(name)
    entries.append(entry)

with open("xdg-user-dirs-translations.json", "w", encoding="utf-8") as f:
    json.dump(entries, f, ensure_ascii=False, indent=1)
    f.write("\n")
