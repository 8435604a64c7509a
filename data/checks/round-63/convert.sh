#!/bin/sh
# Recreates every attachment of check round 63 from this Debian 12 machine. Run from this folder.
set -e
cp /usr/share/doc/liblcms2-2/copyright lcms2-copyright.txt
zcat /usr/share/doc/libvorbis0a/changelog.gz > libvorbis-changelog.txt
LANG=C.UTF-8 MANWIDTH=80 man -P cat 5 tzfile | col -bx > tzfile.5.txt
zcat /usr/share/doc/bash/INTRO.gz > bash-INTRO.txt
cp /usr/share/glib-2.0/schemas/org.gnome.desktop.privacy.gschema.xml org.gnome.desktop.privacy.gschema.xml
/usr/bin/python3 make_nordic_subdivisions_csv.py > nordic-subdivisions.csv
/usr/bin/python3 make_tls_enums_json.py > python-ssl-tls-enums.json
