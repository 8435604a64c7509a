#!/bin/sh
# Recreate every attachment of round 76 from this Debian 12 machine. Run from this folder.
set -e
cp /usr/share/doc/python3-dbus/copyright python3-dbus-copyright.txt
zcat /usr/share/doc/sgml-base/changelog.gz > sgml-base-changelog.txt
LANG=C.UTF-8 MANWIDTH=80 man -P cat 1 xset | col -bx > xset.1.txt
zcat /usr/share/doc/python3-pip/html/topics/caching.md.gz > pip-caching.md
cp /usr/share/vim/vim90/doc/hebrew.txt vim-hebrew.txt
/usr/bin/python3 make_chardet_languages_csv.py
/usr/bin/python3 make_rich_styles_json.py
