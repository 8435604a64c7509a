#!/bin/sh
# Recreate every attachment of check set round 108 from this Debian 12 machine.
# Run from this folder.
set -e
cp /usr/share/doc/polkitd/copyright polkitd-copyright.txt
gzip -dc /usr/share/doc/util-linux/releases/v2.16-ReleaseNotes.gz > util-linux-2.16-ReleaseNotes.txt
LANG=C.UTF-8 MANWIDTH=80 man -P cat 1 xwininfo | col -bx > xwininfo.1.txt
cp /usr/share/doc/patch/README patch-README.txt
gzip -dc /usr/share/doc/python3-pip/html/topics/configuration.md.gz > pip-configuration.md
/usr/bin/python3 make_jwt_algorithms.py
/usr/bin/python3 make_hyperv_vmbus_classes.py
