#!/bin/sh
# Recreate every attachment of check set round 103 from this Debian 12 machine.
# Run from /tmp/checks/round-103.
set -e
cp /usr/share/doc/libgstreamer1.0-0/copyright libgstreamer1.0-0-copyright.txt
gzip -dc /usr/share/doc/libhandy-1-0/NEWS.gz > libhandy-NEWS.txt
LANG=C.UTF-8 MANWIDTH=80 man -P cat 1 nm | col -bx > nm.1.txt
cp /usr/share/doc/base-passwd/README base-passwd-README.txt
gzip -dc /usr/share/info/libffi.info.gz > libffi-info.txt
/usr/bin/python3 make_elf_machines.py
/usr/bin/python3 make_major_numbers.py
