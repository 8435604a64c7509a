#!/bin/sh
# Recreates every attachment of round 55 from this Debian 12 machine. Run from this folder.
set -e
cp /usr/share/doc/libsasl2-2/copyright cyrus-sasl2-copyright.txt
zcat /usr/share/doc/libjson-perl/changelog.gz > perl-JSON-Changes.txt
LANG=C.UTF-8 MANWIDTH=80 man -P cat 7 charsets | col -bx > charsets.7.txt
zcat /usr/share/doc/libgnutls30/README.md.gz > gnutls-README.md
cp /usr/share/dbus-1/session.conf dbus-session.conf
/usr/bin/python3 make_south_asia_subdivisions_csv.py
/usr/bin/python3 make_aegean_numbers_json.py
