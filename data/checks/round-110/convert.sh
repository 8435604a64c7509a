#!/bin/sh
# Recreate every attachment of check set round 110 from this Debian 12 machine.
# Run from this folder.
set -e
cp /usr/share/doc/python3-wheel/copyright python3-wheel-copyright.txt
gzip -dc /usr/share/doc/patch/changelog.gz > patch-changelog.txt
LANG=C.UTF-8 MANWIDTH=80 man -P cat 1 xprop | col -bx > xprop.1.txt
gzip -dc /usr/share/doc/systemd/README.Debian.gz > systemd-README.Debian.txt
gzip -dc /usr/share/doc/python3-setuptools/build_meta.rst.gz > setuptools-build-meta.txt
/usr/bin/python3 make_cyrillic_keysyms.py
/usr/bin/python3 make_country_timezones.py
