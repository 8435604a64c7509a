#!/bin/sh
# Recreate every attachment of round 45 from this Debian 12 machine. Run from this folder.
set -e
cp /usr/share/doc/libde265-0/copyright libde265-copyright.txt
zcat /usr/share/doc/libtasn1-6/changelog.gz > libtasn1-NEWS.txt
LANG=C.UTF-8 MANWIDTH=80 man -P cat 7 random | col -bx > random.7.txt
zcat /usr/share/doc/librsvg2-2/README.md.gz > librsvg-README.md
cp /usr/share/git-core/templates/hooks/pre-rebase.sample git-pre-rebase.sample.txt
/usr/bin/python3 make_compat_pickle_csv.py
/usr/bin/python3 make_fs_magic_json.py
