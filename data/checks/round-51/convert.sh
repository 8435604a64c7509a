#!/bin/sh
# Recreate every attachment of check round 51 from this Debian 12 machine.
# Run from this folder: sh convert.sh
set -e
cp /usr/share/doc/git/copyright git-copyright.txt
zcat /usr/share/doc/libusb-1.0-0/changelog.gz > libusb-changelog.txt
LANG=C.UTF-8 MANWIDTH=80 man -P cat 7 udp | col -bx > udp.7.txt
zcat /usr/share/doc/coreutils/README.gz > coreutils-README.txt
zcat /usr/share/doc/base-passwd/users-and-groups.txt.gz > users-and-groups.txt
/usr/bin/python3 make_cz_subdivisions_csv.py > cz-subdivisions.csv
/usr/bin/python3 make_thai_block_json.py > thai-block.json
