#!/bin/sh
# Recreate every attachment of check set round 20 from this Debian 12 machine.
# Run from this folder (the two Python scripts must sit beside it).
set -e
cp /usr/share/doc/x11-utils/copyright x11-utils-copyright.txt
zcat /usr/share/doc/shared-mime-info/NEWS.gz > shared-mime-info-NEWS.txt
LANG=C.UTF-8 MANWIDTH=80 man -P cat 5 journald.conf | col -bx > journald.conf.5.txt
zcat /usr/share/doc/openssl/README-ENGINES.md.gz > openssl-README-ENGINES.md
cp /etc/java-17-openjdk/security/default.policy jdk-default.policy.txt
/usr/bin/python3 make_pg_errcodes_csv.py
/usr/bin/python3 make_pygments_lexers_json.py
