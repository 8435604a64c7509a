#!/bin/sh
# Recreate every attachment of round 29 from this Debian 12 machine. Run from this folder.
set -e
cp /usr/share/doc/libgd3/copyright libgd3-copyright.txt
zcat /usr/share/doc/libgif7/NEWS.gz > giflib-NEWS.txt
LANG=C.UTF-8 MANWIDTH=80 man -P cat 5 githooks | col -bx > githooks.5.txt
cp /usr/share/doc/libgmp-dev/README gmp-README.txt
cp /usr/share/doc/libasound2/examples/asoundrc.txt asoundrc.txt
/usr/bin/python3 make_cp1252_csv.py
/usr/bin/python3 make_expat_errors_json.py
