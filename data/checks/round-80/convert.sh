#!/bin/sh
# Recreate every attachment of round 80 from this Debian 12 machine. Run from this folder.
set -e
cp /usr/share/doc/sed/copyright sed-copyright.txt
zcat /usr/share/doc/python3-cffi-backend/changelog.gz > cffi-changelog.txt
LANG=C.UTF-8 MANWIDTH=80 man -P cat 1 chrt | col -bx > chrt.1.txt
cp /usr/share/doc/util-linux/howto-tests.txt util-linux-howto-tests.txt
cp /usr/share/vim/vim90/doc/os_mac.txt vim-os_mac.txt
/usr/bin/python3 make_sqlite_authorizer_csv.py > sqlite3-authorizer-constants.csv
/usr/bin/python3 make_georgian_json.py > unicode-georgian.json
