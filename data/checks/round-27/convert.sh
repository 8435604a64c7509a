#!/bin/sh
# Recreate every attachment of round 27 from this Debian 12 machine. Run from this folder.
set -e
cp /usr/share/doc/mawk/copyright mawk-copyright.txt
zcat /usr/share/doc/libksba8/NEWS.gz > libksba-NEWS.txt
LANG=C.UTF-8 MANWIDTH=80 man -P cat 7 environ | col -bx > environ.7.txt
cp /usr/share/doc/libxml2/README.md libxml2-README.md
cp /etc/apparmor.d/usr.bin.man apparmor-usr.bin.man.txt
/usr/bin/python3 make_former_countries_json.py
