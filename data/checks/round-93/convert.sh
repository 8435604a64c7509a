#!/bin/sh
# Recreate every attachment of check set round 93 from this Debian 12 machine.
# Run from this folder: sh convert.sh
set -e

# Debian copyright file (package librav1e0), verbatim
cp /usr/share/doc/librav1e0/copyright librav1e0-copyright.txt

# Upstream changelog of RHash (package librhash0), gunzipped verbatim
gzip -dc /usr/share/doc/librhash0/changelog.gz > rhash-changelog.txt

# Man page mke2fs.conf(5) (package e2fsprogs), rendered
LANG=C.UTF-8 MANWIDTH=80 man -P cat 5 mke2fs.conf | col -bx > mke2fs.conf.5.txt

# README of the XML Security Library examples (package libxmlsec1-dev), verbatim
cp /usr/share/doc/libxmlsec1-dev/examples/README.md xmlsec-examples-README.md

# Commented configuration file for getaddrinfo(3) (package libc-bin), verbatim
cp /etc/gai.conf gai.conf.txt

# Tables
/usr/bin/python3 make_adwaita_icon_dirs.py
/usr/bin/python3 make_groff_devps_fonts.py
