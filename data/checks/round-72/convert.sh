#!/bin/sh
# Recreate every attachment of check round 72 from this Debian 12 machine.
# Run from this directory: sh convert.sh
set -e
cp /usr/share/doc/zstd/copyright zstd-copyright.txt
zcat /usr/share/doc/python3-six/changelog.gz > six-changelog.txt
LANG=C.UTF-8 MANWIDTH=80 man -P cat 1 dmesg | col -bx > dmesg.1.txt
zcat /usr/share/doc/zlib1g-dev/algorithm.txt.gz > zlib-algorithm.txt
cp /etc/java-17-openjdk/logging.properties jdk-logging.properties.txt
/usr/bin/python3 make_video_mime_csv.py
/usr/bin/python3 make_hexagrams_json.py
