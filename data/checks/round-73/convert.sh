#!/bin/sh
# Recreate every attachment of check round 73 from this Debian 12 machine. Run from this folder.
set -e
cp /usr/share/doc/libfido2-1/copyright libfido2-copyright.txt
zcat /usr/share/doc/libclone-perl/changelog.gz > perl-Clone-Changes.txt
LANG=C.UTF-8 MANWIDTH=80 man -P cat 1 column | col -bx > column.1.txt
zcat /usr/share/doc/libpfm4/README.gz > libpfm4-README.txt
cp /etc/security/faillock.conf faillock.conf
/usr/bin/python3 make_cp1250_csv.py
/usr/bin/python3 make_sqlite_extended_codes_json.py
