#!/bin/sh
# Recreate every attachment of check set round 96 from this Debian 12 machine.
# Run from the folder that holds this script.
set -e
cp /usr/share/doc/python3-gi/copyright python3-gi-copyright.txt
gunzip -c /usr/share/doc/python3-blinker/changelog.gz > blinker-changelog.txt
LANG=C.UTF-8 MANWIDTH=80 man -P cat 1 tput | col -bx > tput.1.txt
gunzip -c /usr/share/doc/python3.11/README.valgrind.gz > python3.11-README.valgrind.txt
cp /usr/share/doc/python3-lazr.restfulclient/retry.standalone.rst lazr-restfulclient-retry.txt
/usr/bin/python3 make_crcmod_algorithms.py
/usr/bin/python3 make_debian_mirrors.py
