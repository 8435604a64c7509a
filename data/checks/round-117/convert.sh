#!/bin/sh
# Recreate every attachment of round 117 from this Debian 12 machine.
# Run from the folder that holds this script.
set -e
cp /usr/share/doc/libbpf1/copyright libbpf1-copyright.txt
gzip -dc /usr/share/doc/liburi-perl/changelog.gz > liburi-perl-changelog.txt
LANG=C.UTF-8 MANWIDTH=80 man -P cat 8 tune2fs | col -bx > tune2fs.8.txt
cp /usr/share/doc/cpp/README.Debian cpp-README.Debian.txt
gzip -dc /usr/share/doc/groff-base/PROBLEMS.gz > groff-PROBLEMS.txt
/usr/bin/python3 make_audit_types.py
/usr/bin/python3 make_pci_caps.py
