#!/bin/sh
# Recreate every attachment of check set round 161 from this Debian 12 machine.
# Run from this folder.
set -e
cp /usr/share/doc/libmagic1/copyright libmagic1-copyright.txt
gzip -dc /usr/share/doc/libxml-twig-perl/changelog.gz > xml-twig-changelog.txt
LANG=C.UTF-8 MANWIDTH=80 man -P cat 1 make | col -bx > make.1.txt
cp /usr/share/doc/libtasn1-6/README.md libtasn1-README.md
gzip -dc /usr/share/doc/libnet-ssleay-perl/QuickRef.gz > net-ssleay-QuickRef.txt
/usr/bin/python3 make_wireless_ioctls.py
/usr/bin/python3 make_fb_accelerators.py
