#!/bin/sh
# Recreate every attachment of check round 87 from this Debian 12 machine.
# Run from this directory.
set -eu
cp /usr/share/doc/libdw1/copyright elfutils-copyright.txt
zcat /usr/share/doc/libhtml-parser-perl/changelog.gz > HTML-Parser-Changes.txt
LANG=C.UTF-8 MANWIDTH=80 man -P cat 8 ip-netns | col -bx > ip-netns.8.txt
cp /usr/share/doc/libglib2.0-0/README.md glib-README.md
zcat /usr/share/doc/libgpg-error-dev/errorref.txt.gz > gpg-error-reference.txt
/usr/bin/python3 make_iso8859_4_csv.py
/usr/bin/python3 make_latin_ext_additional_json.py
