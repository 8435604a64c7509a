#!/bin/sh
# Recreate every attachment of round 48 from this Debian 12 machine. Run from this folder.
set -e
cp /usr/share/doc/xtrans-dev/copyright xtrans-copyright.txt
zcat /usr/share/doc/python3-distro/changelog.gz > python-distro-changelog.md
LANG=C.UTF-8 MANWIDTH=80 man -P cat 1 scp | col -bx > scp.1.txt
zcat /usr/share/doc/yq/README.rst.gz > yq-README.rst
cp /etc/cupshelpers/preferreddrivers.xml preferreddrivers.xml
/usr/bin/python3 make_six_moves_csv.py
/usr/bin/python3 make_rich_spinners_json.py
