#!/bin/sh
# Recreate every attachment of round 53 from this Debian 12 machine. Run from this folder.
set -e
cp /usr/share/doc/libdav1d6/copyright dav1d-copyright.txt
zcat /usr/share/doc/libedit2/changelog.gz > libedit-changelog.txt
LANG=C.UTF-8 MANWIDTH=80 man -P cat 7 vdso | col -bx > vdso.7.txt
zcat /usr/share/doc/libc6/README.hesiod.gz > glibc-README.hesiod.txt
cp /usr/share/alsa/cards/USB-Audio.conf alsa-USB-Audio.conf
/usr/bin/python3 make_gb_subdivisions_csv.py
/usr/bin/python3 make_armenian_json.py
