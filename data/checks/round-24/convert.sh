#!/bin/sh
# Recreate every attachment of round 24 from this Debian 12 machine. Run from this folder.
set -eu
cp /usr/share/doc/pkgconf/copyright pkgconf-copyright.txt
zcat /usr/share/doc/polkitd/NEWS.md.gz > polkit-NEWS.md
LANG=C.UTF-8 MANWIDTH=80 man -P cat 1 watch | col -bx > watch.1.txt
zcat /usr/share/doc/openssh-client/OVERVIEW.gz > openssh-OVERVIEW.txt
cp /usr/share/vim/vim90/mswin.vim mswin.vim
/usr/bin/python3 make_psl_tld_csv.py
/usr/bin/python3 make_exceptions_json.py
