#!/bin/sh
# Recreate every attachment of check set round 152 from this Debian 12 machine.
# Run from this folder:  sh convert.sh
set -e
cp /usr/share/doc/appstream/copyright appstream-copyright.txt
gzip -dc /usr/share/doc/util-linux/releases/v2.27-ReleaseNotes.gz > util-linux-v2.27-ReleaseNotes.txt
LANG=C.UTF-8 MANWIDTH=80 man -P cat 5 tags | col -bx > tags.5.txt
cp /usr/share/doc/libkrb5-3/README.Debian libkrb5-3-README.Debian.txt
gzip -dc /usr/share/doc/x11proto-dev/dri3proto.txt.gz > dri3proto.txt
/usr/bin/python3 make_evdev_csv.py
/usr/bin/python3 make_tar_header_json.py
