#!/bin/sh
# Recreate every attachment of check set round 136 from this Debian 12 machine.
# Run from the folder that holds this script.
set -e
cp /usr/share/doc/postgresql-client-15/copyright postgresql-client-15-copyright.txt
cp /usr/share/doc/nodejs/CHANGELOG.md nodejs-CHANGELOG.md
LANG=C.UTF-8 MANWIDTH=80 man -P cat 5 timesyncd.conf | col -bx > timesyncd.conf.5.txt
cp /usr/share/doc/python3-jwt/README.rst python3-jwt-README.txt
cp /usr/share/vim/vim90/doc/pi_zip.txt vim-pi_zip.txt
/usr/bin/python3 make_postgresql_america_tz.py
/usr/bin/python3 make_unicode_age_summary.py
