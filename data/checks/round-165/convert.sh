#!/bin/sh
# Recreate every attachment of check set 165 from this Debian 12 machine. Run from this folder.
set -e
cp /usr/share/doc/libsepol2/copyright libsepol2-copyright.txt
gzip -dc /usr/share/doc/libxcomposite1/changelog.gz > libxcomposite1-changelog.txt
LANG=C.UTF-8 MANWIDTH=80 man -P cat 8 lnstat | col -bx > lnstat.8.txt
cp /usr/share/doc/grep/README grep-README.txt
gzip -dc /usr/share/doc/gnupg/OpenPGP.gz > gnupg-OpenPGP.txt
/usr/bin/python3 make_uri_scheme_ports.py
/usr/bin/python3 make_date_language_modules.py
