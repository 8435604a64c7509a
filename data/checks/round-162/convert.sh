#!/bin/sh
# Recreate every attachment of check set round 162 from this Debian 12 machine.
# Run from this folder.
set -e
cp /usr/share/doc/freeglut3-dev/copyright freeglut3-dev-copyright.txt
gzip -dc /usr/share/doc/util-linux/releases/v2.20-ReleaseNotes.gz > util-linux-v2.20-ReleaseNotes.txt
LANG=C.UTF-8 MANWIDTH=80 man -P cat 8 groupadd | col -bx > groupadd.8.txt
cp /usr/share/doc/dash/README.source dash-README.source.txt
cp /usr/share/vim/vim90/doc/pi_logipat.txt vim-pi_logipat.txt
/usr/bin/python3 make_australia_tz_abbrevs.py
/usr/bin/python3 make_perl_collate_locales.py
