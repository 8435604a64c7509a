#!/bin/sh
# Recreate every attachment of round 33 from this Debian 12 machine. Run from this folder.
set -e
cp /usr/share/doc/libbsd0/copyright libbsd-copyright.txt
zcat /usr/share/doc/libmpfr6/NEWS.gz > mpfr-NEWS.txt
LANG=C.UTF-8 MANWIDTH=80 man -P cat 7 time | col -bx > time.7.txt
zcat /usr/share/doc/iso-codes/README.md.gz > iso-codes-README.md
cp /usr/share/alsa/alsa.conf alsa.conf.txt
/usr/bin/python3 make_superscripts_json.py
/usr/bin/python3 make_iso8859_7_csv.py
