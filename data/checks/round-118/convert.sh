#!/bin/sh
# Recreate every attachment of check set 118 from this Debian 12 machine.
# Run from the folder that holds this script.
set -e
cp /usr/share/doc/python3-blinker/copyright python3-blinker-copyright.txt
gzip -dc /usr/share/doc/xdg-utils/NEWS.gz > xdg-utils-NEWS.txt
LANG=C.UTF-8 MANWIDTH=80 man -P cat 1 xauth | col -bx > xauth.1.txt
cp /usr/share/doc/polkitd/README.md polkitd-README.md
cp /usr/share/vim/vim90/doc/ft_rust.txt vim-ft_rust.txt
/usr/bin/python3 make_vietnamese_telex_keymap.py
/usr/bin/python3 make_postgresql_asia_tz_abbrevs.py
