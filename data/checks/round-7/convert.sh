#!/bin/sh
# Recreate every attachment of the round-7 check set from this Debian 12 machine.
# Run from this directory: sh convert.sh
set -eu
cp /usr/share/common-licenses/LGPL-3 lgpl-3.0.txt
zcat /usr/share/doc/libarchive13/NEWS.gz > libarchive-NEWS.txt
LANG=C.UTF-8 MANWIDTH=80 man -P cat 5 nsswitch.conf | col -bx > nsswitch.conf.5.txt
zcat /usr/share/doc/libnss-mdns/README.md.gz > nss-mdns-README.md
cp /etc/ssl/openssl.cnf openssl.cnf
/usr/bin/python3 make_protocols_csv.py
/usr/bin/python3 make_html_entities_json.py
