#!/bin/sh
# Recreates every attachment of round 65 from this Debian 12 machine. Run from this folder.
set -e
cp /usr/share/doc/libunbound8/copyright unbound-copyright.txt
zcat /usr/share/doc/libgdk-pixbuf-2.0-0/NEWS.gz > gdk-pixbuf-NEWS.txt
LANG=C.UTF-8 MANWIDTH=80 man -P cat 8 e2fsck | col -bx > e2fsck.8.txt
zcat /usr/share/doc/libpng16-16/README.gz > libpng-README.txt
cp /usr/share/glib-2.0/schemas/org.gnome.desktop.interface.gschema.xml org.gnome.desktop.interface.gschema.xml
/usr/bin/python3 make_east_asia_subdivisions_csv.py
/usr/bin/python3 make_python_signals_json.py
