#!/bin/sh
# Recreate every attachment of round 34 from this Debian 12 machine. Run from this folder.
set -e
cp /usr/share/doc/zip/copyright zip-copyright.txt
zcat /usr/share/doc/ssl-cert/changelog.gz > ssl-cert-changelog.txt
LANG=C.UTF-8 MANWIDTH=80 man -P cat 5 tmpfiles.d | col -bx > tmpfiles.d.5.txt
zcat /usr/share/doc/zstd/CONTRIBUTING.md.gz > zstd-CONTRIBUTING.md
cp /usr/share/vim/vim90/doc/recover.txt vim-recover.txt
/usr/bin/python3 make_audio_mime_csv.py
/usr/bin/python3 make_box_drawing_json.py
