#!/bin/sh
# Recreate every attachment of round 64 from this Debian 12 machine. Run from this folder.
set -e
cp /usr/share/doc/nss-plugin-pem/copyright nss-pem-copyright.txt
zcat /usr/share/doc/python3-openssl/changelog.gz > pyopenssl-changelog.rst
LANG=C.UTF-8 MANWIDTH=80 man -P cat 8 lsblk | col -bx > lsblk.8.txt
zcat /usr/share/doc/zutty/USAGE.org.gz > zutty-USAGE.org
cp /usr/share/vim/vim90/doc/os_390.txt vim-os_390.txt
/usr/bin/python3 make_termios_csv.py
/usr/bin/python3 make_chess_json.py
