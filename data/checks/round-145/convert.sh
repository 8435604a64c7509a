#!/bin/sh
# Recreate every attachment of check set round 145 from this Debian 12 machine.
# Run from this folder: sh convert.sh
set -e
cp /usr/share/doc/libgdbm6/copyright libgdbm6-copyright.txt
gzip -dc /usr/share/doc/libjansi-java/changelog.gz > jansi-changelog.md
LANG=C.UTF-8 MANWIDTH=80 man -P cat 1 lesskey | col -bx > lesskey.1.txt
gzip -dc /usr/share/doc/libjpeg-dev/README.ijg.gz > libjpeg-README.ijg.txt
gzip -dc /usr/share/doc/liblzma-dev/xz-file-format.txt.gz > xz-file-format.txt
/usr/bin/python3 make_sockios_csv.py
/usr/bin/python3 make_rtnetlink_json.py
