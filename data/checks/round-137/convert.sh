#!/bin/sh
# Recreate every attachment of check set round 137 from this Debian 12 machine.
# Run from the folder that holds this script.
set -e
cp /usr/share/doc/libgpm2/copyright libgpm2-copyright.txt
gzip -dc /usr/share/doc/libsensors5/changelog.gz > lm-sensors-CHANGES.txt
LANG=C.UTF-8 MANWIDTH=80 man -P cat 1 fakeroot | col -bx > fakeroot.1.txt
cp /usr/share/doc/ca-certificates/examples/ca-certificates-local/README ca-certificates-local-README.txt
cp /usr/lib/python3.11/config-3.11-x86_64-linux-gnu/Setup python3.11-Setup.txt
/usr/bin/python3 make_iproute2_name_tables.py
/usr/bin/python3 make_dwarf_languages.py
