#!/bin/sh
# Recreate every attachment of check set round 109 from this Debian 12 machine.
# Run from this folder.
set -e
cp /usr/share/doc/libduktape207/copyright libduktape207-copyright.txt
gzip -dc /usr/share/doc/libxxhash0/changelog.gz > xxhash-changelog.txt
LANG=C.UTF-8 MANWIDTH=80 man -P cat 8 losetup | col -bx > losetup.8.txt
cp /usr/share/doc/libalgorithm-diff-perl/README algorithm-diff-README.txt
cp /etc/selinux/semanage.conf semanage.conf.txt
/usr/bin/python3 make_input_event_codes.py > linux-input-event-codes.csv
/usr/bin/python3 make_clone_flags.py > linux-clone-flags.json
