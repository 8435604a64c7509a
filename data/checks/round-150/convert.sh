#!/bin/sh
# Recreate every attachment of check set round 150 from this Debian 12 machine.
set -e
cd "$(dirname "$0")"
cp /usr/share/doc/libegl-mesa0/copyright libegl-mesa0-copyright.txt
gzip -dc /usr/share/doc/util-linux/releases/v2.15-ReleaseNotes.gz > util-linux-v2.15-ReleaseNotes.txt
LANG=C.UTF-8 MANWIDTH=80 man -P cat 1 systemd-run | col -bx > systemd-run.1.txt
cp /usr/share/doc/gpg-agent/README.Debian gpg-agent-README.Debian.txt
gzip -dc /usr/share/doc/recordproto/record.txt.gz > recordproto-record.txt
/usr/bin/python3 make_udev_usb_devices.py > udev-usb-special-devices.csv
/usr/bin/python3 make_systemd_catalog.py > systemd-journal-catalog.json
