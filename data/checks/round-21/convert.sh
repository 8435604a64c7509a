#!/bin/sh
# Recreates every attachment of round 21 from this Debian 12 machine. Run from this folder.
set -e
cp /usr/share/doc/libevent-2.1-7/copyright libevent-copyright.txt
zcat /usr/share/doc/libexpat1/changelog.gz > expat-changelog.txt
LANG=C.UTF-8 MANWIDTH=80 man -P cat 5 crypt | col -bx > crypt.5.txt
zcat /usr/share/doc/gnupg/README.gz > gnupg-README.txt
cp /etc/skel/.bashrc skel-bashrc.txt
/usr/bin/python3 make_cp437_csv.py
/usr/bin/python3 make_imap_commands_json.py
