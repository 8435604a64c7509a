#!/bin/sh
# Recreate every attachment of check set round 98 from this Debian 12 machine.
# Run from the folder that holds this script.
set -e
cp /usr/share/doc/publicsuffix/copyright publicsuffix-copyright.txt
gunzip -c /usr/share/doc/xorg-sgml-doctools/changelog.gz > xorg-sgml-doctools-changelog.txt
LANG=C.UTF-8 MANWIDTH=80 man -P cat 1 tset | col -bx > tset.1.txt
gunzip -c /usr/share/doc/python3-oauthlib/README.rst.gz > oauthlib-README.txt
gunzip -c /usr/share/doc/sed/BUGS.gz > sed-BUGS.txt
/usr/bin/python3 make_xf86_evdev_keysyms.py
/usr/bin/python3 make_tcl_clock_locales.py
