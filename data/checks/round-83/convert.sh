#!/bin/sh
# Recreate every attachment of check round 83 from this Debian 12 machine.
# Run from this folder: sh convert.sh
set -e
cp /usr/share/doc/libtdb1/copyright tdb-copyright.txt
zcat /usr/share/doc/libsvtav1enc1/changelog.gz > svt-av1-changelog.md
LANG=C.UTF-8 MANWIDTH=80 man -P cat 5 core | col -bx > core.5.txt
zcat /usr/share/doc/libjpeg62-turbo-dev/usage.txt.gz > libjpeg-turbo-usage.txt
cp /usr/share/glib-2.0/schemas/org.gnome.desktop.lockdown.gschema.xml org.gnome.desktop.lockdown.gschema.xml
/usr/bin/python3 make_gconv_charsets_csv.py
/usr/bin/python3 make_collections_abc_json.py
