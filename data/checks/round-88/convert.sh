#!/bin/sh
# Recreate every attachment of check round 88 from this Debian 12 machine.
# Run from this directory: sh convert.sh
set -e
cp /usr/share/doc/ucf/copyright ucf-copyright.txt
zcat /usr/share/doc/python3-cups/changelog.gz > pycups-NEWS.txt   # NEWS.gz is a symlink to changelog.gz
LANG=C.UTF-8 MANWIDTH=80 man -P cat 5 logind.conf | col -bx > logind.conf.5.txt
zcat /usr/share/doc/pkgconf-bin/README.md.gz > pkgconf-README.md
cp /usr/share/vim/vim90/doc/arabic.txt vim-arabic.txt
/usr/bin/python3 make_europe_timezones_csv.py
/usr/bin/python3 make_transport_symbols_json.py
