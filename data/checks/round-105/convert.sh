#!/bin/sh
# Recreate every attachment of check set round 105 from this Debian 12 machine.
# Run from this folder.
set -e
cp /usr/share/doc/libx265-199/copyright libx265-199-copyright.txt
gzip -dc /usr/share/doc/libopenh264-7/changelog.gz > openh264-changelog.txt
LANG=C.UTF-8 MANWIDTH=80 man -P cat 1 hostname | col -bx > hostname.1.txt
gzip -dc /usr/share/doc/libx11-protocol-perl/README.gz > x11-protocol-perl-README.txt
gzip -dc /usr/share/info/time.info.gz > time-info.txt
/usr/bin/python3 make_mesa_drirc_applications.py mesa-drirc-applications.csv
/usr/bin/python3 make_iso639_5_families.py iso639-5-language-families.json
