#!/bin/sh
# Recreate every attachment of check set round 122 from this Debian 12 machine.
# Run from the round-122 folder.
set -e
cp /usr/share/doc/time/copyright time-copyright.txt
gunzip -c /usr/share/doc/util-linux/releases/v2.35-ReleaseNotes.gz > util-linux-v2.35-ReleaseNotes.txt
LANG=C.UTF-8 MANWIDTH=80 man -P cat 1 xmodmap | col -bx > xmodmap.1.txt
cp /usr/share/doc/openjdk-17-jre-headless/README.Debian openjdk-17-README.Debian.txt
cp /usr/share/doc/unzip/ToDo unzip-ToDo.txt
/usr/bin/python3 make_colorama_ansi_codes.py
/usr/bin/python3 make_unicode_named_sequences.py
