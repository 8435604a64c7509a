#!/bin/sh
# Recreate every attachment of check round 70 from this Debian 12 machine.
# Run from this directory.
set -e
cp /usr/share/doc/readline-common/copyright readline-common-copyright.txt
zcat /usr/share/doc/python3-wadllib/NEWS.rst.gz > wadllib-NEWS.rst
LANG=C.UTF-8 MANWIDTH=80 man -P cat 1 pstree | col -bx > pstree.1.txt
cp /usr/share/doc/zip/WHATSNEW zip-WHATSNEW.txt
zcat /usr/share/doc/util-linux/howto-contribute.txt.gz > util-linux-howto-contribute.txt
/usr/bin/python3 make_vim_colorschemes_csv.py vim-colorschemes.csv
/usr/bin/python3 make_hiragana_json.py hiragana.json
