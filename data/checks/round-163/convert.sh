#!/bin/sh
# Recreate every attachment of check set round 163 from this Debian 12 machine.
# Run from this folder.
set -e
cp /usr/share/doc/groff-base/copyright groff-base-copyright.txt
gzip -dc /usr/share/doc/libgd3/changelog.gz > libgd3-changelog.txt
LANG=C.UTF-8 MANWIDTH=80 man -P cat 8 ip-rule | col -bx > ip-rule.8.txt
cp /usr/share/doc/git/README.md git-README.md
cp /usr/share/gnupg/help.txt gnupg-help.txt
/usr/bin/python3 make_bpf_helpers_csv.py
/usr/bin/python3 make_icmp_json.py
