#!/bin/sh
# Recreate every attachment of check round 71 from this Debian 12 machine.
# Run from this directory.
set -e
cp /usr/share/doc/lsof/copyright lsof-copyright.txt
zcat /usr/share/doc/libpulse0/NEWS.gz > pulseaudio-NEWS.txt
LANG=C.UTF-8 MANWIDTH=80 man -P cat 7 netlink | col -bx > netlink.7.txt
zcat /usr/share/doc/libgcrypt20/README.gz > libgcrypt-README.txt
cp /usr/share/doc/git/RelNotes/2.39.0.txt git-2.39.0-RelNotes.txt
/usr/bin/python3 make_south_america_subdivisions_csv.py
