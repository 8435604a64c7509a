#!/bin/sh
# Recreate every attachment of round 91 from this Debian 12 machine. Run from this folder.
set -e
cp /usr/share/doc/libldap-2.5-0/copyright openldap-copyright.txt
zcat /usr/share/doc/libnotify4/NEWS.gz > libnotify-NEWS.txt
LANG=C.UTF-8 MANWIDTH=80 man -P cat 1 stat | col -bx > stat.1.txt
cp /usr/share/doc/libdconf1/README dconf-README.txt
zcat /usr/share/doc/libxrender-dev/libXrender.txt.gz > libXrender.txt
/usr/bin/python3 make_ipa_extensions_json.py
/usr/bin/python3 make_western_europe_subdivisions_csv.py
