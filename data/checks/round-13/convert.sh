#!/bin/sh
# Recreate every attachment of round 13 from this Debian 12 machine. Run from this folder.
set -e
cp /usr/share/doc/cscope/copyright cscope-copyright.txt
zcat /usr/share/doc/libgcrypt20/NEWS.gz > libgcrypt-NEWS.txt
LANG=C.UTF-8 MANWIDTH=80 man -P cat 7 units | col -bx > units.7.txt
cp /usr/share/doc/bc/README bc-README.txt
cp /etc/gprofng.rc gprofng.rc.txt
/usr/bin/python3 make_iso639_3_nonliving_csv.py
/usr/bin/python3 make_python_operator_tokens_json.py
