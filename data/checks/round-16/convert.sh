#!/bin/sh
# Recreates every attachment of round 16 from this Debian 12 machine. Run from this folder.
set -e
cp /usr/share/doc/openssh-client/copyright openssh-copyright.txt
zcat /usr/share/doc/psmisc/changelog.gz > psmisc-changelog.txt
LANG=C.UTF-8 MANWIDTH=80 man -P cat 8 useradd | col -bx > useradd.8.txt
zcat /usr/share/doc/xz-utils/history.txt.gz > xz-history.txt
cp /etc/java-17-openjdk/management/jmxremote.access jmxremote.access.txt
/usr/bin/python3 make_pg_extensions_csv.py
/usr/bin/python3 make_number_forms_json.py
