#!/bin/sh
# Recreate every attachment of check set round 170 from this Debian 12 machine.
# Run from this folder.
set -e
cp /usr/share/doc/dash/copyright dash-copyright.txt
gunzip -c /usr/share/doc/binutils/ld/NEWS.gz > binutils-ld-NEWS.txt
LANG=C.UTF-8 MANWIDTH=80 man -P cat 1 systemd-detect-virt | col -bx > systemd-detect-virt.1.txt
cp /usr/share/doc/net-tools/README net-tools-README.txt
gunzip -c /usr/share/doc/x11proto-dev/resproto.txt.gz > x11proto-dev-resproto.txt
/usr/bin/python3 make_rich_palettes_csv.py
/usr/bin/python3 make_rich_box_styles_json.py
