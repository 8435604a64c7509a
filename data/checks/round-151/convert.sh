#!/bin/sh
# Recreate every attachment of check set round 151 from this Debian 12 machine.
# Run from inside the round-151 folder.
set -e
cp /usr/share/doc/libdebconfclient0/copyright libdebconfclient0-copyright.txt
gunzip -c /usr/share/doc/libaom3/changelog.gz > libaom3-changelog.txt
LANG=C.UTF-8 MANWIDTH=80 man -P cat 8 apt-cache | col -bx > apt-cache.8.txt
gunzip -c /usr/share/doc/bash/README.gz > bash-README.txt
gunzip -c /usr/share/info/gzip.info.gz > gzip-info.txt
/usr/bin/python3 make_llvm14-x86-features.py
/usr/bin/python3 make_linux-kvm-exit-reasons.py
