#!/bin/sh
# Recreate every attachment of round 49 from this Debian 12 machine. Run from this folder.
set -e
cp /usr/share/doc/libopus0/copyright opus-copyright.txt
zcat /usr/share/doc/libseccomp2/changelog.gz > libseccomp-changelog.txt
LANG=C.UTF-8 MANWIDTH=80 man -P cat 7 credentials | col -bx > credentials.7.txt
zcat /usr/share/doc/make/README.gz > make-README.txt
cp /usr/share/doc/libcups2/examples/client.conf cups-client.conf.txt
/usr/bin/python3 make_france_subdivisions_csv.py
/usr/bin/python3 make_runic_json.py
