#!/bin/sh
# Recreate every attachment of check set round 127 from this Debian 12 machine.
# Run from the round-127 folder.
set -e
cp /usr/share/doc/libtalloc2/copyright libtalloc2-copyright.txt
gzip -dc /usr/share/doc/gsettings-desktop-schemas/NEWS.gz > gsettings-desktop-schemas-NEWS.txt
LANG=C.UTF-8 MANWIDTH=80 man -P cat 5 avahi-daemon.conf | col -bx > avahi-daemon.conf.5.txt
cp /usr/share/doc/libmpfr6/README mpfr-README.txt
gzip -dc /usr/share/info/bc.info.gz > bc-info.txt
/usr/bin/python3 make_dejavu_language_coverage.py
/usr/bin/python3 make_cmake_commands.py
