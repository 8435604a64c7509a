#!/bin/sh
# Recreate every attachment of round 84 from this Debian 12 machine. Run from this folder.
set -e
cp /usr/share/doc/python3-cairo/copyright pycairo-copyright.txt
zcat /usr/share/doc/python3-apt/changelog.gz > python-apt-changelog.txt
LANG=C.UTF-8 MANWIDTH=80 man -P cat 1 timedatectl | col -bx > timedatectl.1.txt
cp /usr/share/doc/nodejs/onboarding.md nodejs-onboarding.md
zcat /usr/share/doc/x11proto-dev/compositeproto.txt.gz > compositeproto.txt
/usr/bin/python3 make_lib2to3_fixers_csv.py
/usr/bin/python3 make_latin_ext_b_json.py
