#!/bin/sh
# Recreate every attachment of round 39 from this Debian 12 machine. Run from this folder.
set -e
cp /usr/share/doc/libaom3/copyright libaom3-copyright.txt
zcat /usr/share/doc/libattr1/changelog.gz > attr-changelog.txt
LANG=C.UTF-8 MANWIDTH=80 man -P cat 7 mq_overview | col -bx > mq_overview.7.txt
cp /usr/share/doc/libcbor0.8/README.md libcbor-README.md
cp /usr/share/doc/gnupg/examples/gpgconf.conf gpgconf.conf
/usr/bin/python3 make_italy_subdivisions_csv.py
/usr/bin/python3 make_control_pictures_json.py
