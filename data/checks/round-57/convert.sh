#!/bin/sh
# Recreate every attachment of round 57 from this Debian 12 machine. Run from this folder.
set -e
cp /usr/share/doc/libnghttp2-14/copyright nghttp2-copyright.txt
zcat /usr/share/doc/libassuan0/changelog.gz > libassuan-ChangeLog.txt
LANG=C.UTF-8 MANWIDTH=80 man -P cat 7 sched | col -bx > sched.7.txt
cp /usr/share/doc/git/contrib/diff-highlight/README diff-highlight-README.txt
cp /usr/share/doc/dpkg/spec/triggers.txt dpkg-triggers-spec.txt
/usr/bin/python3 make_cp1251_csv.py
/usr/bin/python3 make_china_subdivisions_json.py
