#!/bin/sh
# Recreate every attachment of check set round 166 from this Debian 12 machine.
# Run from this folder.
set -e
cp /usr/share/doc/dirmngr/copyright dirmngr-copyright.txt
gzip -dc /usr/share/doc/util-linux/releases/v2.22-ReleaseNotes.gz > util-linux-v2.22-ReleaseNotes.txt
LANG=C.UTF-8 MANWIDTH=80 man -P cat 8 pwck | col -bx > pwck.8.txt
gzip -dc /usr/share/doc/bash/README.Debian.gz > bash-README.Debian.txt
gzip -dc /usr/share/doc/shared-mime-info/shared-mime-info-spec.xml.gz > shared-mime-info-spec.xml.txt
/usr/bin/python3 make_typemap_csv.py
/usr/bin/python3 make_cairo_enums_json.py
