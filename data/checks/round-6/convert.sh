#!/bin/sh
# Recreates every attachment of check set round 6 from this Debian 12 machine.
# Run from this folder.
set -e
cp /usr/share/common-licenses/LGPL-2.1 lgpl-2.1.txt
zcat /usr/share/doc/dash/changelog.gz > dash-ChangeLog.txt
LANG=C.UTF-8 MANWIDTH=80 man -P cat 7 deb-version | col -bx > deb-version.7.txt
zcat /usr/share/doc/apt/README.md.gz > apt-README.md
cp /etc/debconf.conf debconf.conf
/usr/bin/python3 make_cputable_json.py
/usr/bin/python3 make_fonts_csv.py
