#!/bin/sh
# Recreate every attachment of check set round 147 from this Debian 12 machine.
# Run from the folder that holds this script.
set -e
cp /usr/share/doc/libuchardet0/copyright libuchardet0-copyright.txt
gzip -dc /usr/share/doc/libxkbfile1/changelog.gz > libxkbfile-changelog.txt
LANG=C.UTF-8 MANWIDTH=80 man -P cat 1 dpkg-split | col -bx > dpkg-split.1.txt
gzip -dc /usr/share/doc/libc6/README.Debian.gz > libc6-README.Debian.txt
gzip -dc /usr/share/doc/grep/TODO.gz > grep-TODO.txt
/usr/bin/python3 make_ethtool_link_modes.py
/usr/bin/python3 make_gnome_desktop_settings.py
