#!/bin/sh
# Recreate every attachment of check set round 172 from this Debian 12 machine.
# Run from this folder: sh convert.sh
set -e
cp /usr/share/doc/apt/copyright apt-copyright.txt
gzip -dc /usr/share/doc/at-spi2-core/NEWS.gz > at-spi2-core-NEWS.txt
LANG=C.UTF-8 MANWIDTH=80 man -P cat 1 systemd-inhibit | col -bx > systemd-inhibit.1.txt
cp /usr/share/doc/valgrind/html/dist.readme-solaris.html valgrind-README.solaris.html.txt
cp /usr/share/vim/vim90/doc/usr_23.txt vim-usr_23.txt
/usr/bin/python3 make_metadata_fields_csv.py
/usr/bin/python3 make_flag_emoji_json.py
