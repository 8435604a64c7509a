#!/bin/sh
# Recreate every attachment of check set round 125 from this Debian 12 machine.
# Run from this folder: sh convert.sh
set -e
cp /usr/share/doc/libunistring2/copyright libunistring2-copyright.txt
gzip -dc /usr/share/doc/libaudit1/changelog.gz > audit-changelog.txt
LANG=C.UTF-8 MANWIDTH=80 man -P cat 1 llvm-ar-14 | col -bx > llvm-ar-14.1.txt
cp /usr/share/doc/libfreetype6/README freetype-README.txt
gzip -dc /usr/share/doc/libcrypt-dev/TODO.md.gz > libxcrypt-TODO.md
/usr/bin/python3 make_virtio_ids.py
/usr/bin/python3 make_tagset_links.py
