#!/bin/sh
# Recreate every attachment of round 52 from this Debian 12 machine. Run from this folder.
set -e
cp /usr/share/doc/vim-common/copyright vim-copyright.txt
zcat /usr/share/doc/xdg-user-dirs/changelog.gz > xdg-user-dirs-changelog.txt
LANG=C.UTF-8 MANWIDTH=80 man -P cat 1 ionice | col -bx > ionice.1.txt
zcat /usr/share/doc/zutty/KEYS.org.gz > zutty-KEYS.org
cp /etc/java-17-openjdk/psfontj2d.properties jdk-psfontj2d.properties.txt
/usr/bin/python3 make_publishing_keysyms_csv.py
/usr/bin/python3 make_hebrew_json.py
