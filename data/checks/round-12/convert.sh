#!/bin/sh
# Recreate every attachment of round 12 from this Debian 12 machine. Run from this folder.
set -e
cp /usr/share/doc/unzip/copyright unzip-copyright.txt
zcat /usr/share/doc/tar/NEWS.gz > tar-NEWS.txt
LANG=C.UTF-8 MANWIDTH=80 man -P cat 5 shadow | col -bx > shadow.5.txt
zcat /usr/share/doc/tcl8.6/README.md.gz > tcl-README.md
cp /etc/wgetrc wgetrc.txt
/usr/bin/python3 make_tls_ciphers_csv.py
/usr/bin/python3 make_greek_json.py
