#!/bin/sh
# Recreate every attachment of check set round 140 from this Debian 12 machine.
# Run from the folder that holds this script.
set -e
cp /usr/share/doc/linux-perf/copyright linux-perf-copyright.txt
gzip -dc /usr/share/doc/util-linux/releases/v2.36-ReleaseNotes.gz > util-linux-v2.36-ReleaseNotes.txt
LANG=C.UTF-8 MANWIDTH=80 man -P cat 1 rpcgen | col -bx > rpcgen.1.txt
cp /usr/share/doc/openssh-client/README openssh-README.txt
cp /usr/share/vim/vim90/doc/tabpage.txt vim-tabpage.txt
/usr/bin/python3 make_bracket_pairs.py > unicode-bracket-pairs.csv
/usr/bin/python3 make_php_modules.py > pygments-php-modules.json
