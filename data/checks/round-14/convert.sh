#!/bin/sh
# Recreate every attachment of round 14 from this Debian 12 machine. Run from this folder.
set -e
cp /usr/share/doc/valgrind/copyright valgrind-copyright.txt
zcat /usr/share/doc/upower/NEWS.gz > upower-NEWS.txt
LANG=C.UTF-8 MANWIDTH=80 man -P cat 5 ssh_config | col -bx > ssh_config.5.txt
zcat /usr/share/doc/zutty/README.org.gz > zutty-README.org
cp /usr/share/vim/vim90/defaults.vim defaults.vim
/usr/bin/python3 make_tz_links_csv.py
/usr/bin/python3 make_unicode_blocks_json.py
