#!/bin/sh
# Recreate every attachment of check set round 168 from this Debian 12 machine.
# Run from the folder that holds this script.
set -e
cp /usr/share/doc/debconf/copyright debconf-copyright.txt
gunzip -c /usr/share/doc/bzip2/changelog.gz > bzip2-changelog.txt
LANG=C.UTF-8 MANWIDTH=80 man -P cat 8 arp | col -bx > arp.8.txt
cp /usr/share/doc/postgresql-common/README.systemd postgresql-common-README.systemd.txt
gunzip -c /usr/share/doc/python3-pip/html/topics/secure-installs.md.gz > pip-secure-installs.md
/usr/bin/python3 make_tz_csv.py
/usr/bin/python3 make_hash_json.py
