#!/bin/sh
# Recreate every attachment of check round 67 from this Debian 12 machine.
# Run from this directory.
set -e
cp /usr/share/doc/libfreetype6/copyright freetype-copyright.txt
zcat /usr/share/doc/libfribidi0/NEWS.gz > fribidi-NEWS.txt
LANG=C.UTF-8 MANWIDTH=80 man -P cat 7 utf-8 | col -bx > utf-8.7.txt
zcat /usr/share/doc/groff-base/README.gz > groff-README.txt
cp /usr/share/glib-2.0/schemas/org.gnome.desktop.screensaver.gschema.xml org.gnome.desktop.screensaver.gschema.xml
/usr/bin/python3 make_central_europe_subdivisions_csv.py
/usr/bin/python3 make_unicode_emoticons_json.py
