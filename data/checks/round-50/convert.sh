#!/bin/sh
# Recreate every attachment of round 50 from this Debian 12 machine. Run from this folder.
set -e
cp /usr/share/doc/systemd/copyright systemd-copyright.txt
zcat /usr/share/doc/xauth/changelog.gz > xauth-changelog.txt
LANG=C.UTF-8 MANWIDTH=80 man -P cat 1 fuser | col -bx > fuser.1.txt
zcat /usr/share/doc/systemd/HACKING.md.gz > systemd-HACKING.md
zcat /usr/share/doc/openssh-client/README.tun.gz > openssh-README.tun.txt
/usr/bin/python3 make_image_mime_json.py
/usr/bin/python3 make_acpi_vendor_csv.py
