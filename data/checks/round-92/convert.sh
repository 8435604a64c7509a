#!/bin/sh
# Recreate every attachment of round 92 from this Debian 12 machine. Run from this folder.
set -e
cp /usr/share/doc/tar/copyright tar-copyright.txt
zcat /usr/share/doc/python3-xmltodict/changelog.gz > xmltodict-changelog.txt
LANG=C.UTF-8 MANWIDTH=80 man -P cat 1 chage | col -bx > chage.1.txt
zcat /usr/share/doc/zutty/HACKING.org.gz > zutty-HACKING.org.txt
cp /usr/share/vim/vim90/doc/pi_tar.txt vim-pi_tar.txt
/usr/bin/python3 make_lua_builtins_csv.py     # -> pygments-lua-builtins.csv
/usr/bin/python3 make_ups_json.py             # -> upower-ups-usb-ids.json
