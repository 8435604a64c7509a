#!/bin/sh
# Recreate every attachment of round 40 from this Debian 12 machine. Run from this folder.
set -e
cp /usr/share/doc/util-linux/copyright util-linux-copyright.txt
zcat /usr/share/doc/python3-cryptography/changelog.gz > cryptography-changelog.rst
LANG=C.UTF-8 MANWIDTH=80 man -P cat 7 unix | col -bx > unix.7.txt
zcat /usr/share/doc/python3/python-policy.txt.gz > python-policy.txt
cp /usr/share/vim/vim90/doc/develop.txt vim-develop.txt
/usr/bin/python3 make_special_casing_json.py
/usr/bin/python3 make_stopwords_csv.py
