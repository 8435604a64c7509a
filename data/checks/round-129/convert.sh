#!/bin/sh
# Recreate every attachment of check set round 129 from this Debian 12 machine.
# Run from this folder: sh convert.sh
set -e
cp /usr/share/doc/libunwind8/copyright libunwind8-copyright.txt
gzip -dc /usr/share/doc/libdata-dump-perl/changelog.gz > data-dump-changelog.txt
LANG=C.UTF-8 MANWIDTH=80 man -P cat 1 numfmt | col -bx > numfmt.1.txt
gzip -dc /usr/share/doc/make/README.customs.gz > make-README.customs.txt
cp /usr/share/doc/gnupg/KEYSERVER gnupg-KEYSERVER.txt
/usr/bin/python3 make_libstdcxx_printers.py
/usr/bin/python3 make_xml_dom_constants.py
