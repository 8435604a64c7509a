#!/bin/sh
# Recreate every attachment of check set round 169 from this Debian 12 machine.
# Run from this folder.
set -e
cp /usr/share/doc/libnss3/copyright libnss3-copyright.txt
gunzip -c /usr/share/doc/libnet-http-perl/changelog.gz > net-http-Changes.txt
LANG=C.UTF-8 MANWIDTH=80 man -P cat 1 msgfmt | col -bx > msgfmt.1.txt
cp /usr/share/doc/git/README.source git-README.source.txt
cp /usr/share/doc/gnupg/examples/trustlist.txt gnupg-trustlist.txt
/usr/bin/python3 make_zip_methods.py
/usr/bin/python3 make_mount_flags.py
