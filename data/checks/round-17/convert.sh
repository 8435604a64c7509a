#!/bin/sh
# Recreate every attachment of check round 17 from this Debian 12 machine.
# Run from this folder: sh convert.sh
set -e
cp /usr/share/doc/libpng16-16/copyright libpng-copyright.txt
zcat /usr/share/doc/make/NEWS.gz > make-NEWS.txt
LANG=C.UTF-8 MANWIDTH=80 man -P cat 8 ld.so | col -bx > ld.so.8.txt
zcat /usr/share/doc/libkrb5-3/README.gz > krb5-README.txt
cp /etc/pam.d/login pam-login.txt
/usr/bin/python3 make_arrows_csv.py
/usr/bin/python3 make_iso8859_2_json.py
