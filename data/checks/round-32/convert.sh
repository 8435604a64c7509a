#!/bin/sh
# Recreate every attachment of check round 32 from this Debian 12 machine.
# Run from this directory: sh convert.sh
set -e
cp /usr/share/doc/python3-httplib2/copyright httplib2-copyright.txt
zcat /usr/share/doc/python3-jwt/changelog.gz > pyjwt-changelog.txt
LANG=C.UTF-8 MANWIDTH=80 man -P cat 1 prlimit | col -bx > prlimit.1.txt
zcat /usr/share/doc/systemd/README.gz > systemd-README.txt
zcat /usr/share/doc/util-linux/parse-date.txt.gz > parse-date.txt
/usr/bin/python3 make_x509_oids_csv.py      # -> x509-oids.csv
/usr/bin/python3 make_usb_classes_json.py   # -> usb-classes.json
