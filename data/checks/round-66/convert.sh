#!/bin/sh
# Recreate every attachment of round 66 from this Debian 12 machine. Run from this folder.
set -e
cp /usr/share/doc/passwd/copyright passwd-copyright.txt
zcat /usr/share/doc/xdg-utils/changelog.gz > xdg-utils-changelog.txt
LANG=C.UTF-8 MANWIDTH=80 man -P cat 8 findmnt | col -bx > findmnt.8.txt
cp /usr/share/doc/systemd/DISTRO_PORTING.md systemd-DISTRO_PORTING.md
cp /usr/share/vim/vim90/doc/os_qnx.txt vim-os_qnx.txt
/usr/bin/python3 make_xkb_models_csv.py
