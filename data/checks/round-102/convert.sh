#!/bin/sh
# Recreate every attachment of check set round 102 from this Debian 12 machine.
# Run from the folder that holds this script.
set -e
cp /usr/share/doc/x11-common/copyright x11-common-copyright.txt
gzip -dc /usr/share/doc/readline-common/changelog.gz > readline-changelog.txt
LANG=C.UTF-8 MANWIDTH=80 man -P cat 1 tabs | col -bx > tabs.1.txt
gzip -dc /usr/share/doc/python3.11-minimal/README.Debian.gz > python3.11-minimal-README.Debian.txt
cp /usr/share/doc/nodejs/api/querystring.md nodejs-querystring.md
/usr/bin/python3 make_postgresql_europe_tz_abbrevs.py
/usr/bin/python3 make_pyparsing_unicode_sets.py
