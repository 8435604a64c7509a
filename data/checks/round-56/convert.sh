#!/bin/sh
# Recreate every attachment of round 56 from this Debian 12 machine.
# Run from this folder: sh convert.sh
set -e
cp /usr/share/doc/ncurses-bin/copyright ncurses-copyright.txt
zcat /usr/share/doc/netbase/changelog.gz > netbase-changelog.txt
LANG=C.UTF-8 MANWIDTH=80 man -P cat 1 ssh-add | col -bx > ssh-add.1.txt
zcat /usr/share/doc/openssl/README.md.gz > openssl-README.md
cp /usr/share/vim/vim90/doc/usr_90.txt vim-usr_90.txt
/usr/bin/python3 make_text_mime_csv.py
/usr/bin/python3 make_mahjong_json.py
