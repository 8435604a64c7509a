#!/bin/sh
# Recreate every attachment of the guide-2 set from this Debian 12 machine. Run from this folder.
set -e
cp /usr/share/common-licenses/MPL-1.1 mpl-1.1.txt
zcat /usr/share/doc/libjansson4/changelog.gz > jansson-CHANGES.txt
LANG=C.UTF-8 MANWIDTH=80 man -P cat 8 netstat | col -bx > netstat.8.txt
zcat /usr/share/doc/man-db/README.md.gz > man-db-README.md
cp /etc/java-17-openjdk/security/java.security java.security.txt
cp /etc/security/access.conf pam-access.conf.txt
/usr/bin/python3 make_iso15924_csv.py
/usr/bin/python3 make_opcodes_json.py
