#!/bin/sh
# Recreate every attachment of check set round 130 from this Debian 12 machine.
# Run from the folder that holds this script.
set -e
cp /usr/share/doc/xorg-sgml-doctools/copyright xorg-sgml-doctools-copyright.txt
gzip -dc /usr/share/doc/util-linux/releases/v2.18-ReleaseNotes.gz > util-linux-v2.18-ReleaseNotes.txt
LANG=C.UTF-8 MANWIDTH=80 man -P cat 1 tic | col -bx > tic.1.txt
cp /usr/share/doc/python3.11/README.maintainers python3.11-README.maintainers.txt
cp /etc/pam.d/su util-linux-pam-su.txt
/usr/bin/python3 make_jfr_profile_events.py
/usr/bin/python3 make_perl_language_tags.py
