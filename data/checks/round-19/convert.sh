#!/bin/sh
# Recreate every attachment of check round 19 from this Debian 12 machine.
# Run from this directory.
set -e
cp /usr/share/doc/e2fsprogs/copyright e2fsprogs-copyright.txt
zcat /usr/share/doc/libacl1/changelog.gz > acl-changelog.txt
LANG=C.UTF-8 MANWIDTH=80 man -P cat 7 gitrevisions | col -bx > gitrevisions.7.txt
zcat /usr/share/doc/libcrypt-dev/README.md.gz > libxcrypt-README.md
cp /etc/security/limits.conf pam-limits.conf.txt
/usr/bin/python3 make_dpkg_tupletable_csv.py
/usr/bin/python3 make_email_charsets_json.py
