#!/bin/sh
# Recreates every attachment of check round 82 from this Debian 12 machine.
# Run from this directory: sh convert.sh
set -e
cp /usr/share/doc/procps/copyright procps-copyright.txt
zcat /usr/share/doc/xml-core/changelog.gz > xml-core-changelog.txt
LANG=C.UTF-8 MANWIDTH=80 man -P cat 8 hwclock | col -bx > hwclock.8.txt
zcat /usr/share/doc/zutty/VTTEST.org.gz > zutty-VTTEST.org
cp /usr/share/vim/vim90/doc/os_dos.txt vim-os_dos.txt
/usr/bin/python3 make_software_radio_csv.py
/usr/bin/python3 make_block_elements_json.py
