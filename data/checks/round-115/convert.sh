#!/bin/sh
# Recreate every attachment of check set round 115 from this Debian 12 machine.
# Run from the folder that holds this script.
set -e
cp /usr/share/doc/debianutils/copyright debianutils-copyright.txt
gzip -dc /usr/share/doc/libz3-4/changelog.gz > z3-changelog.txt
LANG=C.UTF-8 MANWIDTH=80 man -P cat 1 localedef | col -bx > localedef.1.txt
gzip -dc /usr/share/doc/dpkg/README.bug-usertags.gz > dpkg-README.bug-usertags.txt
gzip -dc /usr/share/doc/coreutils/TODO.gz > coreutils-TODO.txt
/usr/bin/python3 make_aarch64_syscalls.py
/usr/bin/python3 make_english_locales.py
