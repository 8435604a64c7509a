#!/bin/sh
# Recreates every attachment of check set round 121 from this Debian 12 machine.
# Run from the folder that holds this script.
set -e
cp /usr/share/doc/libxkbcommon0/copyright libxkbcommon0-copyright.txt
gzip -dc /usr/share/doc/binutils/gas/NEWS.gz > binutils-gas-NEWS.txt
LANG=C.UTF-8 MANWIDTH=80 man -P cat 1 uconv | col -bx > uconv.1.txt
cp /usr/share/doc/libpthread-stubs0-dev/README libpthread-stubs-README.txt
cp /usr/share/doc/libauthen-sasl-perl/api.txt libauthen-sasl-perl-api.txt
/usr/bin/python3 make_gcrypt_algorithm_ids.py
/usr/bin/python3 make_python_sizeof_config.py
