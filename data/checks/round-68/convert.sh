#!/bin/sh
# Recreate every attachment of round 68 from this Debian 12 machine. Run from this folder.
set -e
cp /usr/share/doc/tk8.6/copyright tk8.6-copyright.txt
zcat /usr/share/doc/zlib1g/changelog.gz > zlib-ChangeLog.txt
LANG=C.UTF-8 MANWIDTH=80 man -P cat 1 ssh-keyscan | col -bx > ssh-keyscan.1.txt
zcat /usr/share/doc/xz-utils/README.gz > xz-utils-README.txt
cp /usr/share/polkit-1/actions/org.freedesktop.systemd1.policy org.freedesktop.systemd1.policy.xml
/usr/bin/python3 make_greek_keysyms_csv.py > x11-greek-keysyms.csv
/usr/bin/python3 make_virtual_pci_json.py > virtual-pci-devices.json
