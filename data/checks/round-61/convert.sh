#!/bin/sh
# Recreate every attachment of check round 61 from this Debian 12 machine.
# Run from this directory.
set -e
cp /usr/share/doc/libtirpc3/copyright libtirpc-copyright.txt
zcat /usr/share/doc/libnss-mdns/NEWS.md.gz > nss-mdns-NEWS.md
LANG=C.UTF-8 MANWIDTH=80 man -P cat 1 lz4 | col -bx > lz4.1.txt
zcat /usr/share/doc/at-spi2-core/README.md.gz > at-spi2-core-README.md
cp /usr/share/themes/Emacs/gtk-2.0-key/gtkrc gtk2-emacs-keys-gtkrc.txt
/usr/bin/python3 make_north_america_subdivisions_csv.py
/usr/bin/python3 make_ogham_json.py
