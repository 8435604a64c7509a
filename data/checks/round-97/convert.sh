#!/bin/sh
# Recreate every attachment of check set round 97 from this Debian 12 machine.
# Run from the folder that holds this script.
set -eu

cp /usr/share/doc/libpango-1.0-0/copyright libpango-1.0-0-copyright.txt
gzip -dc /usr/share/doc/libisl23/changelog.gz > isl-changelog.txt
LANG=C.UTF-8 MANWIDTH=80 man -P cat 8 dmsetup | col -bx > dmsetup.8.txt
gzip -dc /usr/share/doc/libnghttp2-14/README.rst.gz > libnghttp2-README.txt
cp /usr/share/cmake-3.25/Help/manual/cmake-qt.7.rst cmake-qt.7.txt
/usr/bin/python3 make_iproute2_dsfield.py
/usr/bin/python3 make_gnome_desktop_enums.py
