#!/bin/sh
# Recreate every attachment of round 89 from this Debian 12 machine. Run from this folder.
set -e
cp /usr/share/doc/libarchive13/copyright libarchive-copyright.txt
zcat /usr/share/doc/bc/changelog.gz > bc-ChangeLog.txt
LANG=C.UTF-8 MANWIDTH=80 man -P cat 7 pthreads | col -bx > pthreads.7.txt
zcat /usr/share/doc/libstemmer0d/libstemmer_c_README.gz > libstemmer_c_README.txt
cp /usr/share/alsa/cards/HDA-Intel.conf HDA-Intel.conf
/usr/bin/python3 make_devanagari_json.py
