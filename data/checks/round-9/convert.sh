#!/bin/sh
# Recreate every attachment of round 9 from this Debian 12 machine. Run from this folder.
set -e
cp /usr/share/common-licenses/GFDL-1.2 gfdl-1.2.txt
zcat /usr/share/doc/findutils/NEWS.gz > findutils-NEWS.txt
LANG=C.UTF-8 MANWIDTH=80 man -P cat 7 inode | col -bx > inode.7.txt
zcat /usr/share/doc/dpkg/README.feature-removal-schedule.gz > dpkg-feature-removal-schedule.txt
cp /etc/manpath.config manpath.config.txt
/usr/bin/python3 make_ubuntu_releases_csv.py
/usr/bin/python3 make_locale_aliases_json.py
