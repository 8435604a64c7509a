#!/bin/sh
# Recreate every attachment of round 36 from this Debian 12 machine. Run from this folder.
set -e
cp /usr/share/doc/python3-pyparsing/copyright pyparsing-copyright.txt
zcat /usr/share/doc/nettle-dev/NEWS.gz > nettle-NEWS.txt
LANG=C.UTF-8 MANWIDTH=80 man -P cat 1 zstd | col -bx > zstd.1.txt
zcat /usr/share/doc/systemd/ENVIRONMENT.md.gz > systemd-ENVIRONMENT.md
cp /etc/java-17-openjdk/jfr/default.jfc jfr-default.jfc.xml
/usr/bin/python3 make_kbd_model_map_csv.py
/usr/bin/python3 make_geometric_shapes_json.py
