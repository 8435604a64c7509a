#!/bin/sh
# Recreates every attachment of the guide-4 set from this Debian 12 machine.
# Run from this directory.
set -e
cp /usr/share/common-licenses/LGPL-2 lgpl-2.0.txt
zcat /usr/share/doc/libidn2-0/NEWS.gz > libidn2-NEWS.txt
LANG=C.UTF-8 MANWIDTH=80 man -P cat 7 glob | col -bx > glob.7.txt
zcat /usr/share/doc/libjpeg62-turbo-dev/README.md.gz > libjpeg-turbo-README.md
zcat /usr/share/doc/lsof/00QUICKSTART.gz > lsof-QUICKSTART.txt
cp /etc/java-17-openjdk/management/management.properties jdk-management.properties.txt
/usr/bin/python3 make_curses_keys_csv.py
/usr/bin/python3 make_koi8r_json.py
