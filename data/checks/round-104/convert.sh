#!/bin/sh
# Recreate every attachment of check set round 104 from this Debian 12 machine.
# Run from the folder that holds this script.
set -e
cp /usr/share/doc/python3-distutils/copyright python3-distutils-copyright.txt
cp /usr/share/doc/nodejs/changelogs/CHANGELOG_V012.md nodejs-CHANGELOG_V012.md
LANG=C.UTF-8 MANWIDTH=80 man -P cat 1 python3.11 | col -bx > python3.11.1.txt
cp /usr/share/doc/tmux/README tmux-README.txt
cp /etc/systemd/system.conf systemd-system.conf.txt
/usr/bin/python3 make_fingerprint_drivers.py > fingerprint-reader-drivers.csv
/usr/bin/python3 make_terminfo_entries.py > ncurses-base-terminfo.json
