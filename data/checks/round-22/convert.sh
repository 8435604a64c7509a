#!/bin/sh
# Recreates every attachment of round 22 from this Debian 12 machine. Run from this folder.
set -e
cp /usr/share/doc/nettle-dev/copyright nettle-copyright.txt
zcat /usr/share/doc/pinentry-curses/NEWS.gz > pinentry-NEWS.txt
LANG=C.UTF-8 MANWIDTH=80 man -P cat 1 pgrep | col -bx > pgrep.1.txt
cp /usr/share/doc/xdg-utils/README xdg-utils-README.txt
cp /usr/share/vim/vim90/doc/sponsor.txt vim-sponsor.txt
/usr/bin/python3 make_sql_features_csv.py
/usr/bin/python3 make_letterlike_json.py
