#!/bin/sh
# Recreate every attachment of check set round 106 from this Debian 12 machine.
# Run from the folder that holds this script.
set -e
cp /usr/share/doc/python3/copyright python3-copyright.txt
gzip -dc /usr/share/doc/python3-smbc/changelog.gz > pysmbc-changelog.txt
LANG=C.UTF-8 MANWIDTH=80 man -P cat 1 xrandr | col -bx > xrandr.1.txt
gzip -dc /usr/share/doc/postgresql-common/README.Debian.gz > postgresql-common-README.Debian.txt
cp /usr/share/doc/python3-lazr.uri/index.rst lazr-uri-index.txt
/usr/bin/python3 make_valgrind_registers.py
/usr/bin/python3 make_perl_warnings.py
