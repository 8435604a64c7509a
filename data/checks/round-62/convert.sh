#!/bin/sh
# Recreate every attachment of round 62 from this Debian 12 machine. Run from this folder.
set -e
cp /usr/share/doc/packagekit/copyright packagekit-copyright.txt
zcat /usr/share/doc/tmux/changelog.gz > tmux-CHANGES.txt
LANG=C.UTF-8 MANWIDTH=80 man -P cat 1 ps | col -bx > ps.1.txt
cp /usr/share/doc/nodejs/BUILDING.md nodejs-BUILDING.md
cp /usr/share/vim/vim90/doc/os_vms.txt vim-os_vms.txt
/usr/bin/python3 make_av_controllers_csv.py
/usr/bin/python3 make_hashlib_json.py
