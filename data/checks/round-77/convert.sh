#!/bin/sh
# Recreates every attachment of round 77 from this Debian 12 machine. Run from this folder.
set -e
cp /usr/share/doc/libcryptsetup12/copyright cryptsetup-copyright.txt
zcat /usr/share/doc/libtimedate-perl/changelog.gz > timedate-changelog.txt
LANG=C.UTF-8 MANWIDTH=80 man -P cat 8 start-stop-daemon | col -bx > start-stop-daemon.8.txt
zcat /usr/share/doc/libcups2/README.Debian.gz > cups-README.Debian.txt
cp /usr/share/glib-2.0/schemas/org.gnome.desktop.a11y.keyboard.gschema.xml org.gnome.desktop.a11y.keyboard.gschema.xml
/usr/bin/python3 make_greek_numbers_csv.py
/usr/bin/python3 make_email_headers_json.py
