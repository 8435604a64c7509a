#!/bin/sh
# Recreate every attachment of check round 26 from this Debian 12 machine.
# Run from this folder.
set -e
cp /usr/share/doc/sensible-utils/copyright sensible-utils-copyright.txt
zcat /usr/share/doc/time/changelog.gz > time-ChangeLog.txt
LANG=C.UTF-8 MANWIDTH=80 man -P cat 5 systemd.timer | col -bx > systemd.timer.5.txt
zcat /usr/share/doc/xz-utils/faq.txt.gz > xz-utils-faq.txt
cp /etc/X11/app-defaults/XFontSel xfontsel-app-defaults.txt
/usr/bin/python3 make_ethertypes_json.py
/usr/bin/python3 make_math_operators_csv.py
