#!/bin/sh
# Recreate every attachment of check set round 157 from this Debian 12 machine.
set -e
cd "$(dirname "$0")"
cp /usr/share/doc/libatk1.0-0/copyright libatk1.0-0-copyright.txt
gunzip -c /usr/share/doc/libxml-parser-perl/changelog.gz > libxml-parser-perl-changelog.txt
LANG=C.UTF-8 MANWIDTH=80 man -P cat 1 readelf | col -bx > readelf.1.txt
cp /usr/share/doc/libgdk-pixbuf-2.0-0/README.md gdk-pixbuf-README.md
cp /usr/share/perl5/Mail/Mailer.pod Mail-Mailer.pod.txt
/usr/bin/python3 make_gsettings_keys.py
/usr/bin/python3 make_re_opcodes.py
