#!/bin/sh
# Recreate every attachment of check set round 159 from this Debian 12 machine.
# Run from the folder that holds this script.
set -e
cp /usr/share/doc/libpulse0/copyright libpulse0-copyright.txt
gunzip -c /usr/share/doc/libx265-199/changelog.gz > x265-changelog.txt
LANG=C.UTF-8 MANWIDTH=80 man -P cat 1 gprof | col -bx > gprof.1.txt
cp /usr/share/doc/ca-certificates/README.Debian ca-certificates-README.Debian.txt
cp /usr/lib/x86_64-linux-gnu/perl5/5.36/File/FcntlLock.pod File-FcntlLock.pod.txt
/usr/bin/python3 make_typing_aliases.py
/usr/bin/python3 make_dpkg_control_fields.py
