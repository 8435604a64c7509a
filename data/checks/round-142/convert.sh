#!/bin/sh
# Recreate every attachment of check set round 142 from this Debian 12 machine.
# Run from this folder: sh convert.sh
set -e
cp /usr/share/doc/libtevent0/copyright libtevent0-copyright.txt
gzip -dc /usr/share/doc/util-linux/releases/v2.19-ReleaseNotes.gz > util-linux-v2.19-ReleaseNotes.txt
LANG=C.UTF-8 MANWIDTH=80 man -P cat 1 unzipsfx | col -bx > unzipsfx.1.txt
cp /usr/share/doc/python3.11/README.Debian python3.11-README.Debian.txt
gzip -dc /usr/share/doc/python3-pip/html/reference/requirements-file-format.md.gz > pip-requirements-file-format.md
/usr/bin/python3 make_thaana_keymap.py
/usr/bin/python3 make_sensor_brands.py
