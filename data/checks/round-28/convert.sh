#!/bin/sh
# Recreate every attachment of round 28 from this Debian 12 machine. Run from this folder.
set -e
cp /usr/share/doc/rpcsvc-proto/copyright rpcsvc-proto-copyright.txt
zcat /usr/share/doc/python3-oauthlib/changelog.gz > oauthlib-CHANGELOG.txt
LANG=C.UTF-8 MANWIDTH=80 man -P cat 1 sqlite3 | col -bx > sqlite3.1.txt
zcat /usr/share/doc/python3-xmltodict/README.md.gz > xmltodict-README.md
cp /usr/share/vim/vim90/doc/quotes.txt vim-quotes.txt
/usr/bin/python3 make_pci_classes_csv.py
/usr/bin/python3 make_enclosed_alphanumerics_json.py
