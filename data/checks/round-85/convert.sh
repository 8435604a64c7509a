#!/bin/sh
# Recreates every attachment of round 85 from this Debian 12 machine. Run from this folder.
set -e
cp /usr/share/doc/libargon2-1/copyright argon2-copyright.txt
zcat /usr/share/doc/libdconf1/NEWS.gz > dconf-NEWS.txt
LANG=C.UTF-8 MANWIDTH=80 man -P cat 1 getent | col -bx > getent.1.txt
zcat /usr/share/doc/libcups2/README.Debian.gz > cups-README.Debian.txt
cp /usr/share/glib-2.0/schemas/org.gtk.Settings.FileChooser.gschema.xml org.gtk.Settings.FileChooser.gschema.xml
/usr/bin/python3 make_linux_capabilities_csv.py
/usr/bin/python3 make_cp037_json.py
