#!/bin/sh
# Recreate every attachment of round 138 from this Debian 12 machine.
# Run from the round-138 folder.
set -e
cp /usr/share/doc/python3-lib2to3/copyright python3-lib2to3-copyright.txt
gzip -dc /usr/share/doc/util-linux/releases/v2.33-ReleaseNotes.gz > util-linux-v2.33-ReleaseNotes.txt
LANG=C.UTF-8 MANWIDTH=80 man -P cat 1ssl openssl-enc | col -bx > openssl-enc.1ssl.txt
cp /usr/share/doc/python3-pip/README.Debian python3-pip-README.Debian.txt
gzip -dc /usr/share/doc/zlib1g-dev/txtvsbin.txt.gz > zlib-txtvsbin.txt
/usr/bin/python3 make_node_abi_versions.py
/usr/bin/python3 make_vim_css_colors.py
