#!/bin/sh
# Recreates every attachment of round 25 from this Debian 12 machine. Run from this folder.
set -e
cp /usr/share/doc/libmd0/copyright libmd0-copyright.txt
zcat /usr/share/doc/libjson-c5/changelog.gz > json-c-ChangeLog.txt
LANG=C.UTF-8 MANWIDTH=80 man -P cat 7 uri | col -bx > uri.7.txt
cp /usr/share/doc/base-files/FAQ base-files-FAQ.txt
cp /etc/security/pam_env.conf pam_env.conf.txt
/usr/bin/python3 make_builtins_csv.py
/usr/bin/python3 make_math_operators_json.py
