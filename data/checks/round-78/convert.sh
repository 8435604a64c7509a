#!/bin/sh
# Recreate every attachment of round 78 from this Debian 12 machine.
# Run from this directory.
set -e
cp /usr/share/doc/xz-utils/copyright xz-utils-copyright.txt
zcat /usr/share/doc/yq/changelog.gz > yq-changelog.txt
LANG=C.UTF-8 MANWIDTH=80 man -P cat 1 killall | col -bx > killall.1.txt
cp /usr/share/doc/valgrind/README valgrind-README.txt
cp /usr/lib/udev/rules.d/70-uaccess.rules 70-uaccess.rules.txt
/usr/bin/python3 make_xkb_evdev_keycodes_csv.py
/usr/bin/python3 make_email_headers_json.py
