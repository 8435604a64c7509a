#!/bin/sh
# Recreate every attachment of check round 75 from this Debian 12 machine. Run from this folder.
set -e
cp /usr/share/doc/libharfbuzz0b/copyright harfbuzz-copyright.txt
zcat /usr/share/doc/libbabeltrace1/changelog.gz > babeltrace-changelog.txt
LANG=C.UTF-8 MANWIDTH=80 man -P cat 7 epoll | col -bx > epoll.7.txt
zcat /usr/share/doc/liblzma-dev/lzma-file-format.txt.gz > lzma-file-format.txt
cp /usr/share/glib-2.0/schemas/org.gnome.desktop.peripherals.gschema.xml org.gnome.desktop.peripherals.gschema.xml
/usr/bin/python3 make_africa_subdivisions_csv.py
/usr/bin/python3 make_viscii_json.py
