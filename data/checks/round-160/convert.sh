#!/bin/sh
# Recreate every attachment of check set round 160 from this Debian 12 machine.
# Run from the folder that holds this script.
set -e
cp /usr/share/doc/libpulse0/copyright libpulse0-copyright.txt
gzip -dc /usr/share/doc/util-linux/releases/v2.21-ReleaseNotes.gz > util-linux-v2.21-ReleaseNotes.txt
LANG=C.UTF-8 MANWIDTH=80 man -P cat 1 setterm | col -bx > setterm.1.txt
cp /usr/share/doc/libxmlsec1/README.md xmlsec1-README.md
cp /usr/share/doc/nodejs/contributing/cpp-style-guide.md nodejs-cpp-style-guide.md
/usr/bin/python3 make_valgrind_suppressions.py
/usr/bin/python3 make_vim_print_encodings.py
