#!/bin/sh
# Recreate every attachment of check set 124 from this Debian 12 machine.
# Run from the folder that holds this script.
set -e
cp /usr/share/doc/zutty/copyright zutty-copyright.txt
gzip -dc /usr/share/doc/util-linux/releases/v2.32-ReleaseNotes.gz > util-linux-v2.32-ReleaseNotes.txt
LANG=C.UTF-8 MANWIDTH=80 man -P cat 1 readtags | col -bx > readtags.1.txt
cp /usr/share/doc/xkb-data/README.Debian xkb-data-README.Debian.txt
gzip -dc /usr/share/doc/xextproto/shm.txt.gz > xextproto-shm.txt
/usr/bin/python3 make_keyboard_hwdb_vendors.py > udev-keyboard-hwdb-vendors.csv
/usr/bin/python3 make_systemd_services.py > systemd-service-units.json
