#!/bin/sh
# Recreates every attachment of round 47 from this Debian 12 machine. Run from this folder.
set -e
cp /usr/share/doc/libmp3lame0/copyright lame-copyright.txt
zcat /usr/share/doc/libjbig0/changelog.gz > jbigkit-changes.txt
LANG=C.UTF-8 MANWIDTH=80 man -P cat 1 hexdump | col -bx > hexdump.1.txt
zcat /usr/share/doc/libjpeg62-turbo-dev/wizard.txt.gz > libjpeg-wizard.txt
cp /usr/share/glib-2.0/schemas/org.gnome.system.proxy.gschema.xml org.gnome.system.proxy.gschema.xml
/usr/bin/python3 make_spain_subdivisions_csv.py
/usr/bin/python3 make_ip_special_networks_json.py
