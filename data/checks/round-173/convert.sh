#!/bin/sh
# Recreate every attachment of check set round 173 from this Debian 12 machine.
# Run from the folder that holds this script.
set -e
cp /usr/share/doc/libgav1-1/copyright libgav1-1-copyright.txt
gzip -dc /usr/share/doc/librtmp1/changelog.gz > librtmp1-changelog.txt
LANG=C.UTF-8 MANWIDTH=80 man -P cat 8 tc-fq_codel | col -bx > tc-fq_codel.8.txt
cp /usr/share/doc/libnss-mdns/README.Debian libnss-mdns-README.Debian.txt
cp /usr/lib/python3.11/email/architecture.rst python3.11-email-architecture.txt
/usr/bin/python3 make_tcl_encodings_csv.py
/usr/bin/python3 make_git_mergetools_json.py
