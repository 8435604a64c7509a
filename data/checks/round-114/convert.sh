#!/bin/sh
# Recreate every attachment of check set 114 from this Debian 12 machine.
# Run from /tmp/checks/round-114.
set -e
cp /usr/share/doc/xdg-user-dirs/copyright xdg-user-dirs-copyright.txt
cp /usr/share/doc/nodejs/changelogs/CHANGELOG_V010.md nodejs-CHANGELOG_V010.md
LANG=C.UTF-8 MANWIDTH=80 man -P cat 8 wipefs | col -bx > wipefs.8.txt
gunzip -c /usr/share/doc/nettle-dev/descore.README.gz > nettle-descore-README.txt
gunzip -c /usr/share/doc/xtrans-dev/xtrans.txt.gz > xtrans-guide.txt
/usr/bin/python3 make_systemd_targets.py
/usr/bin/python3 make_ec_curves.py
