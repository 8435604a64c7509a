#!/bin/sh
# Recreate every attachment of check set round 131 from this Debian 12 machine.
# Run from the folder that holds this script.
set -e
cp /usr/share/doc/libpciaccess0/copyright libpciaccess0-copyright.txt
gunzip -c /usr/share/doc/libipc-system-simple-perl/changelog.gz > ipc-system-simple-changelog.txt
LANG=C.UTF-8 MANWIDTH=80 man -P cat 8 resize2fs | col -bx > resize2fs.8.txt
gunzip -c /usr/share/doc/init-system-helpers/README.invoke-rc.d.gz > invoke-rc.d-README.txt
cp /usr/share/perl5/lwpcook.pod lwpcook.pod.txt
/usr/bin/python3 make_pyc_magic_numbers.py
/usr/bin/python3 make_fontconfig_properties.py
