#!/bin/sh
# Recreate every attachment of round 37 from this Debian 12 machine. Run from this folder.
set -e
cp /usr/share/doc/libheif1/copyright libheif-copyright.txt
zcat /usr/share/doc/libyaml-0-2/changelog.gz > libyaml-changelog.txt
LANG=C.UTF-8 MANWIDTH=80 man -P cat 7 man-pages | col -bx > man-pages.7.txt
cp /usr/share/doc/mawk/README mawk-README.txt
cp /usr/share/doc/adduser/examples/adduser.local.conf adduser.local.conf.txt
/usr/bin/python3 make_posix_conf_names_csv.py
/usr/bin/python3 make_dingbats_json.py
