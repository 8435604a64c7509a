#!/bin/sh
# Recreate every attachment of check round 41 from this Debian 12 machine. Run from this folder.
set -e
cp /usr/share/doc/libuv1/copyright libuv1-copyright.txt
zcat /usr/share/doc/libxslt1.1/NEWS.gz > libxslt-NEWS.txt
LANG=C.UTF-8 MANWIDTH=80 man -P cat 7 tcp | col -bx > tcp.7.txt
cp /usr/share/doc/libjsoncpp25/README.md jsoncpp-README.md
cp /usr/share/glib-2.0/schemas/org.gnome.desktop.wm.preferences.gschema.xml org.gnome.desktop.wm.preferences.gschema.xml
/usr/bin/python3 make_xrequest_csv.py
/usr/bin/python3 make_misc_technical_json.py
