#!/bin/sh
# Recreates every attachment of round 59 from this Debian 12 machine. Run from this folder.
set -e
cp /usr/share/doc/libpcre2-8-0/copyright pcre2-copyright.txt
zcat /usr/share/doc/libogg0/changelog.gz > libogg-changelog.txt
LANG=C.UTF-8 MANWIDTH=80 man -P cat 7 suffixes | col -bx > suffixes.7.txt
zcat /usr/share/doc/dbus/README.gz > dbus-README.txt
cp /usr/share/doc/dpkg/spec/rootless-builds.txt dpkg-rootless-builds.txt
/usr/bin/python3 make_russia_json.py
/usr/bin/python3 make_philippines_csv.py
