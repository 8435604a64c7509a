#!/bin/sh
# Recreate every attachment of check round 43 from this Debian 12 machine. Run from this folder.
set -e
cp /usr/share/doc/libgraphite2-3/copyright libgraphite2-copyright.txt
zcat /usr/share/doc/libkmod2/changelog.gz > kmod-NEWS.txt
LANG=C.UTF-8 MANWIDTH=80 man -P cat 1 chattr | col -bx > chattr.1.txt
zcat /usr/share/doc/libgpg-error0/README.gz > libgpg-error-README.txt
cp /usr/share/git-core/templates/hooks/update.sample git-update-hook.sample.txt
chmod 644 git-update-hook.sample.txt
/usr/bin/python3 make_iso8859_15_csv.py
