#!/bin/sh
# Recreate every attachment of check set round 116 from this Debian 12 machine.
# Run from this folder: sh convert.sh
set -e
cp /usr/share/doc/openssl/copyright openssl-copyright.txt
gzip -dc /usr/share/doc/util-linux/releases/v2.30-ReleaseNotes.gz > util-linux-2.30-ReleaseNotes.txt
LANG=C.UTF-8 MANWIDTH=80 man -P cat 1 hostnamectl | col -bx > hostnamectl.1.txt
cp /usr/share/doc/python3-httplib2/README.md httplib2-README.md
cp /usr/share/vim/vim90/doc/print.txt vim-print.txt
/usr/bin/python3 make_mongolian_keymap.py > vim-mongolian-keymap.csv
/usr/bin/python3 make_requests_status_codes.py > requests-status-codes.json
