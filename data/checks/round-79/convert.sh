#!/bin/sh
# Recreates every attachment of round 79 from this Debian 12 machine. Run from this folder.
set -e
cp /usr/share/doc/libdrm2/copyright libdrm-copyright.txt
zcat /usr/share/doc/libonig5/changelog.gz > oniguruma-changelog.txt
LANG=C.UTF-8 MANWIDTH=80 man -P cat 7 symlink | col -bx > symlink.7.txt
zcat /usr/share/doc/findutils/README.gz > findutils-README.txt
cp /usr/share/glib-2.0/schemas/org.gnome.desktop.wm.keybindings.gschema.xml org.gnome.desktop.wm.keybindings.gschema.xml
/usr/bin/python3 make_oceania_subdivisions_csv.py
/usr/bin/python3 make_os_open_flags_json.py
