#!/bin/sh
# Recreate every attachment of check round 60 from this Debian 12 machine.
# Run from this directory.
set -e
cp /usr/share/doc/xkb-data/copyright xkb-data-copyright.txt
zcat /usr/share/doc/procps/changelog.gz > procps-changelog.txt
LANG=C.UTF-8 MANWIDTH=80 man -P cat 1 ucf | col -bx > ucf.1.txt
cp /usr/share/doc/openssl/HOWTO/keys.txt openssl-HOWTO-keys.txt
cp /usr/share/vim/vim90/doc/os_amiga.txt vim-os_amiga.txt
/usr/bin/python3 make_cp850_csv.py
/usr/bin/python3 make_pygments_formatters_json.py
