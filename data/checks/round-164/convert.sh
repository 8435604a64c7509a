#!/bin/sh
# Recreate every attachment of check set round 164 from this Debian 12 machine.
# Run from the folder that holds this script.
set -e
cp /usr/share/doc/findutils/copyright findutils-copyright.txt
gzip -dc /usr/share/doc/util-linux/releases/v2.23-ReleaseNotes.gz > util-linux-v2.23-ReleaseNotes.txt
LANG=C.UTF-8 MANWIDTH=80 man -P cat 1 xmessage | col -bx > xmessage.1.txt
cp /usr/share/doc/fontconfig/README.Debian fontconfig-README.Debian.txt
gzip -dc /usr/share/doc/xcmiscproto/xc-misc.txt.gz > xcmiscproto-xc-misc.txt
/usr/bin/python3 make_x11_events_errors.py
/usr/bin/python3 make_pg_types.py
