#!/bin/sh
# Recreate every attachment of round 15 from this Debian 12 machine.
# Run from this directory: sh convert.sh
set -e
cp /usr/share/doc/dbus/copyright dbus-copyright.txt
zcat /usr/share/doc/avahi-daemon/NEWS.gz > avahi-NEWS.txt
LANG=C.UTF-8 MANWIDTH=80 man -P cat 5 locale | col -bx > locale.5.txt
zcat /usr/share/doc/gnupg/HACKING.gz > gnupg-HACKING.txt
cp /etc/security/group.conf pam-group.conf
/usr/bin/python3 make_locale_conventions_csv.py
/usr/bin/python3 make_stat_constants_json.py
