#!/bin/sh
# Recreate every attachment of check set round 135 from this Debian 12 machine.
# Run from the folder that holds this script.
set -e
cp /usr/share/doc/libpam0g/copyright libpam0g-copyright.txt
gzip -dc /usr/share/doc/libgraphite2-3/changelog.gz > graphite2-changelog.txt
LANG=C.UTF-8 MANWIDTH=80 man -P cat 1 gdbus | col -bx > gdbus.1.txt
gzip -dc /usr/share/doc/gzip/README.gz > gzip-README.txt
cp /usr/share/perl5/HTML/Tree/Scanning.pod html-tree-scanning.pod.txt
/usr/bin/python3 make_font_metrics.py
/usr/bin/python3 make_x11_locales.py
