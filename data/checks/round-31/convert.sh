#!/bin/sh
# Recreates every attachment of check round 31 from this Debian 12 machine.
# Run from this folder: sh convert.sh
set -e
cp /usr/share/doc/libsndfile1/copyright libsndfile1-copyright.txt
zcat /usr/share/doc/libavif15/changelog.gz > libavif-changelog.md
LANG=C.UTF-8 MANWIDTH=80 man -P cat 7 inotify | col -bx > inotify.7.txt
cp /usr/share/doc/gcc-12-base/README.Bugs gcc-README.Bugs.txt
cp /usr/share/doc/apt/examples/configure-index apt-configure-index.txt
/usr/bin/python3 make_general_punctuation_csv.py
/usr/bin/python3 make_macintosh_json.py
