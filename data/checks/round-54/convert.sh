#!/bin/sh
# Recreates every attachment of round 54 from this Debian 12 machine. Run from this folder.
set -e
cp /usr/share/doc/pinentry-curses/copyright pinentry-copyright.txt
zcat /usr/share/doc/python3-argcomplete/changelog.gz > argcomplete-changelog.txt
LANG=C.UTF-8 MANWIDTH=80 man -P cat 1 sftp | col -bx > sftp.1.txt
zcat /usr/share/doc/udev/README.Debian.gz > udev-README.Debian.txt
cp /etc/X11/app-defaults/Xvidtune Xvidtune.txt
/usr/bin/python3 make_mouse_dpi_csv.py
/usr/bin/python3 make_playing_cards_json.py
