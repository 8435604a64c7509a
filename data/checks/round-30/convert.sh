#!/bin/sh
# Recreates every attachment of round 30 from this Debian 12 machine. Run from this folder.
set -e
cp /usr/share/doc/samba-libs/copyright samba-libs-copyright.txt
zcat /usr/share/doc/python3-dbus/NEWS.gz > dbus-python-NEWS.txt
LANG=C.UTF-8 MANWIDTH=80 man -P cat 8 vmstat | col -bx > vmstat.8.txt
zcat /usr/share/doc/postgresql-common/README.md.gz > postgresql-common-README.md
cp /usr/share/vim/vim90/tutor/tutor vim-tutor.txt
/usr/bin/python3 make_pygments_styles_json.py > pygments-styles.json
/usr/bin/python3 make_socket_constants_csv.py > python-socket-constants.csv
