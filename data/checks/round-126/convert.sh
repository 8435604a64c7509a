#!/bin/sh
# Recreate every attachment of check set round 126 from this Debian 12 machine.
# Run from the folder that holds this script.
set -e
cp /usr/share/doc/tcl/copyright tcl-copyright.txt
gzip -dc /usr/share/doc/util-linux/releases/v2.29-ReleaseNotes.gz > util-linux-v2.29-ReleaseNotes.txt
LANG=C.UTF-8 MANWIDTH=80 man -P cat 1 luit | col -bx > luit.1.txt
cp /usr/share/doc/pinentry-curses/README.Debian pinentry-curses-README.Debian.txt
gzip -dc /usr/share/doc/python3-pip/html/development/release-process.rst.gz > pip-release-process.txt
/usr/bin/python3 make_tmpfiles_entries.py
/usr/bin/python3 make_polkit_actions.py
