#!/bin/sh
# Recreate every attachment of check set 174 from this Debian 12 machine.
set -e
cd "$(dirname "$0")"
cp /usr/share/doc/avahi-daemon/copyright avahi-daemon-copyright.txt
gzip -dc /usr/share/doc/binutils/NEWS.gz > binutils-NEWS.txt
LANG=C.UTF-8 MANWIDTH=80 man -P cat 1 sed | col -bx > sed.1.txt
cp /usr/share/doc/gettext/README gettext-README.txt
cp /usr/share/vim/vim90/doc/remote.txt vim-remote.txt
/usr/bin/python3 make_vbscript_builtins.py
/usr/bin/python3 make_stan_builtins.py
