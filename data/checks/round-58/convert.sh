#!/bin/sh
# Recreate every attachment of round 58 from this Debian 12 machine. Run from this folder.
set -e
cp /usr/share/doc/postgresql-15/copyright postgresql-15-copyright.txt
zcat /usr/share/doc/zstd/changelog.gz > zstd-changelog.txt
LANG=C.UTF-8 MANWIDTH=80 man -P cat 1 nsenter | col -bx > nsenter.1.txt
zcat /usr/share/doc/xextproto/dpms.txt.gz > dpms.txt
cp /usr/share/vim/vim90/doc/os_haiku.txt vim-os_haiku.txt
/usr/bin/python3 make_xkb_options_csv.py
/usr/bin/python3 make_alchemical_json.py
