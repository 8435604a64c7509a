#!/bin/sh
# Recreate every attachment of guide-1 from this Debian 12 machine.
# Run from this folder: sh convert.sh
set -e
cd "$(dirname "$0")"
cp /usr/share/common-licenses/GFDL-1.3 gfdl-1.3.txt
zcat /usr/share/doc/ed/changelog.gz | iconv -f ISO-8859-1 -t UTF-8 > ed-ChangeLog.txt
LANG=C.UTF-8 MANWIDTH=80 man -P cat 1 bzip2 | col -bx > bzip2.1.txt
zcat /usr/share/doc/base-passwd/users-and-groups.txt.gz > users-and-groups.txt
zcat /usr/share/doc/bash/POSIX.gz > bash-POSIX.txt
cp /usr/share/fontconfig/conf.avail/30-metric-aliases.conf 30-metric-aliases.conf
/usr/bin/python3 make_ca_csv.py
/usr/bin/python3 make_ostable_json.py
