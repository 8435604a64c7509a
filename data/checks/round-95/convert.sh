#!/bin/sh
# Recreate every attachment of check set round 95 from this Debian 12 machine.
# Run from the folder that holds this script.
set -e

cp /usr/share/doc/libp11-kit0/copyright libp11-kit0-copyright.txt
gzip -dc /usr/share/doc/libslang2/NEWS.gz > libslang2-NEWS.txt
LANG=C.UTF-8 MANWIDTH=80 man -P cat 8 tc-cake | col -bx > tc-cake.8.txt
gzip -dc /usr/share/doc/liblocale-gettext-perl/README.gz > liblocale-gettext-perl-README.txt
gzip -dc /usr/share/doc/fontconfig/fontconfig-user.txt.gz > fontconfig-user.txt
/usr/bin/python3 make_compose_currency.py
/usr/bin/python3 make_arp_hardware_types.py
