#!/bin/sh
# Recreate every attachment of check set round 101 from this Debian 12 machine.
# Run from the folder that holds this script.
set -e
cp /usr/share/doc/jq/copyright jq-copyright.txt
gzip -dc /usr/share/doc/gzip/NEWS.gz > gzip-NEWS.txt
LANG=C.UTF-8 MANWIDTH=80 man -P cat 1 capsh | col -bx > capsh.1.txt
gzip -dc /usr/share/doc/libnet-ssleay-perl/README.gz > libnet-ssleay-perl-README.txt
cp /usr/share/alsa/ucm2/DEBUG.md alsa-ucm2-DEBUG.md
/usr/bin/python3 make_debian_releases.py
/usr/bin/python3 make_iso4217_currencies.py
