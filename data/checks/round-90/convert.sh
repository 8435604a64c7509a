#!/bin/sh
# Recreates every attachment of round 90 from this Debian 12 machine. Run from this folder.
set -e
cp /usr/share/doc/x11proto-dev/copyright x11proto-dev-copyright.txt
zcat /usr/share/doc/x11-xserver-utils/changelog.gz > x11-xserver-utils-changelog.txt
LANG=C.UTF-8 MANWIDTH=80 man -P cat 1 ssh | col -bx > ssh.1.txt
cp /usr/share/doc/nodejs/README.md nodejs-README.md
cp /usr/share/vim/vim90/doc/os_win32.txt vim-os_win32.txt
/usr/bin/python3 make_firewire_csv.py
/usr/bin/python3 make_unaccent_json.py
