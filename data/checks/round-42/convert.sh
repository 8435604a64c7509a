#!/bin/sh
# Recreate every attachment of round 42 from this Debian 12 machine. Run from this folder.
set -e
cp /usr/share/doc/x11-xserver-utils/copyright x11-xserver-utils-copyright.txt
zcat /usr/share/doc/pkgconf/changelog.gz > pkgconf-changelog.txt
LANG=C.UTF-8 MANWIDTH=80 man -P cat 1 taskset | col -bx > taskset.1.txt
zcat /usr/share/doc/util-linux/poeigl.txt.gz > util-linux-poeigl.txt
cp /etc/UPower/UPower.conf UPower.conf.txt
/usr/bin/python3 make_rich_colors_csv.py
/usr/bin/python3 make_ipp_operations_json.py
