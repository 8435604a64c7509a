#!/bin/sh
# Recreate every attachment of check set round 128 from this Debian 12 machine.
# Run from this folder:  sh convert.sh
set -e
cp /usr/share/doc/python3-cryptography/copyright python3-cryptography-copyright.txt
gzip -dc /usr/share/doc/util-linux/releases/v2.14-ReleaseNotes.gz > util-linux-v2.14-ReleaseNotes.txt
LANG=C.UTF-8 MANWIDTH=80 man -P cat 8 route | col -bx > route.8.txt
cp /usr/share/doc/tk8.6/README.md tk8.6-README.md
gzip -dc /usr/share/doc/scrnsaverproto/saver.txt.gz > scrnsaverproto-saver.txt
/usr/bin/python3 make_pip_commands.py
/usr/bin/python3 make_x11_atoms.py
