#!/bin/sh
# Recreate every attachment of check set round 123 from this Debian 12 machine.
# Run from this folder:  sh convert.sh
set -e
cp /usr/share/doc/libip4tc2/copyright libip4tc2-copyright.txt
gzip -dc /usr/share/doc/libsodium23/changelog.gz > libsodium-changelog.txt
LANG=C.UTF-8 MANWIDTH=80 man -P cat 1 cscope | col -bx > cscope.1.txt
cp /usr/share/doc/jq/README jq-README.txt
cp /etc/fonts/fonts.conf fonts.conf.txt
/usr/bin/python3 make_perl_encode_modules.py perl-encode-modules.csv
/usr/bin/python3 make_re_casefix.py python-re-casefix.json
