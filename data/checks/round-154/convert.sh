#!/bin/sh
# Recreate every attachment of check set round 154 from this Debian 12 machine.
# Run from this folder.
set -e
cp /usr/share/doc/libcairo2/copyright libcairo2-copyright.txt
gzip -dc /usr/share/doc/util-linux/releases/v2.24-ReleaseNotes.gz > util-linux-v2.24-ReleaseNotes.txt
LANG=C.UTF-8 MANWIDTH=80 man -P cat 1 xfd | col -bx > xfd.1.txt
cp /usr/share/doc/libsasl2-2/README.Debian libsasl2-2-README.Debian.txt
cp /usr/share/vim/vim90/doc/usr_32.txt vim-usr_32.txt
/usr/bin/python3 make_lintian_overrides.py > lintian-overrides-n-z.csv
/usr/bin/python3 make_vim_help_tags.py > vim-help-tags.json
