#!/bin/sh
# Recreate every attachment of round 81 from this Debian 12 machine.
# Run from this folder.
set -e
cp /usr/share/doc/libopenjp2-7/copyright openjpeg-copyright.txt
zcat /usr/share/doc/libcommons-cli-java/RELEASE-NOTES.txt.gz > commons-cli-RELEASE-NOTES.txt
LANG=C.UTF-8 MANWIDTH=80 man -P cat 1 date | col -bx > date.1.txt
cp /usr/share/doc/git/contrib/git-jump/README git-jump-README.txt
cp /usr/share/doc/git/contrib/subtree/git-subtree.txt git-subtree.txt
/usr/bin/python3 make_cp866_csv.py
/usr/bin/python3 make_sysconfig_schemes_json.py
