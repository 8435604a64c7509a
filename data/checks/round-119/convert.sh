#!/bin/sh
# Recreate every attachment of check set round 119 from this Debian 12 machine.
# Run from the folder that holds this script.
set -e
cp /usr/share/doc/libsecret-1-0/copyright libsecret-1-0-copyright.txt
gzip -dc /usr/share/doc/libmailtools-perl/changelog.gz > mailtools-changelog.txt
LANG=C.UTF-8 MANWIDTH=80 man -P cat 1 gio | col -bx > gio.1.txt
cp /usr/share/doc/fonts-dejavu-core/README.md fonts-dejavu-core-README.md
cp /usr/share/cmake-3.25/Help/manual/cmake-toolchains.7.rst cmake-toolchains.7.rst.txt
/usr/bin/python3 make_ptrace_csv.py > linux-ptrace-constants.csv
/usr/bin/python3 make_ascii_json.py > python-curses-ascii-constants.json
