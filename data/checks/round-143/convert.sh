#!/bin/sh
# Recreate every attachment of check set round 143 from this Debian 12 machine.
# Run from the folder that holds this script and the make_*.py scripts.
set -e
cp /usr/share/doc/libpcsclite1/copyright libpcsclite1-copyright.txt
gzip -dc /usr/share/doc/libdouble-conversion3/changelog.gz > double-conversion-changelog.txt
LANG=C.UTF-8 MANWIDTH=80 man -P cat 8 ss | col -bx > ss.8.txt
gzip -dc /usr/share/doc/libidn2-0/README.md.gz > libidn2-README.md
gzip -dc /usr/share/doc/binutils/bfd/PORTING.gz > binutils-bfd-PORTING.txt
/usr/bin/python3 make_gcloud_image_aliases.py
/usr/bin/python3 make_gcloud_scope_aliases.py
