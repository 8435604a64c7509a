#!/bin/sh
# Recreate every attachment of check round 38 from this Debian 12 machine.
# Run from this folder.
set -e
cp /usr/share/doc/tcl8.6/copyright tcl8.6-copyright.txt
zcat /usr/share/doc/notification-daemon/NEWS.gz > notification-daemon-NEWS.txt
LANG=C.UTF-8 MANWIDTH=80 man -P cat 1 flock | col -bx > flock.1.txt
zcat /usr/share/doc/systemd/TRANSIENT-SETTINGS.md.gz > systemd-TRANSIENT-SETTINGS.md
cp /etc/X11/app-defaults/Editres Editres-app-defaults.txt
/usr/bin/python3 make_cyrillic_csv.py
/usr/bin/python3 make_vim_digraphs_json.py
