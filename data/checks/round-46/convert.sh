#!/bin/sh
# Recreate every attachment of round 46 from this Debian 12 machine. Run from this folder.
set -e
cp /usr/share/doc/python3-pip/copyright python3-pip-copyright.txt
zcat /usr/share/doc/python3-pygments/changelog.gz > pygments-changelog.txt
LANG=C.UTF-8 MANWIDTH=80 man -P cat 1 ssh-keygen | col -bx > ssh-keygen.1.txt
zcat /usr/share/doc/systemd/CODING_STYLE.md.gz > systemd-CODING_STYLE.md
cp /usr/share/polkit-1/actions/org.freedesktop.login1.policy org.freedesktop.login1.policy.xml
/usr/bin/python3 make_bluetooth_vendors_csv.py
/usr/bin/python3 make_misc_symbols_json.py
