#!/bin/sh
# Recreate every attachment of round 18 from this Debian 12 machine. Run from this folder.
set -e
cp /usr/share/doc/universal-ctags/copyright universal-ctags-copyright.txt
zcat /usr/share/doc/strace/NEWS.gz > strace-NEWS.txt
LANG=C.UTF-8 MANWIDTH=80 man -P cat 7 systemd.time | col -bx > systemd.time.7.txt
cp /usr/share/doc/nodejs/SECURITY.md nodejs-SECURITY.md
cp /usr/share/vim/vim90/doc/uganda.txt vim-uganda.txt
/usr/bin/python3 make_pickle_opcodes_csv.py
/usr/bin/python3 make_arrows_json.py
