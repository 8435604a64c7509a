#!/bin/sh
# Recreates every attachment of round 74 from this Debian 12 machine. Run from this folder.
set -e
cp /usr/share/doc/osslsigncode/copyright osslsigncode-copyright.txt
zcat /usr/share/doc/openssh-client/NEWS.Debian.gz > openssh-NEWS.Debian.txt
LANG=C.UTF-8 MANWIDTH=80 man -P cat 8 rtcwake | col -bx > rtcwake.8.txt
zcat /usr/share/doc/util-linux/howto-pull-request.txt.gz > util-linux-howto-pull-request.txt
cp /etc/xdg/autostart/print-applet.desktop print-applet.desktop.txt
/usr/bin/python3 make_oauth2_errors_csv.py > oauth2-errors.csv
/usr/bin/python3 make_spacing_modifiers_json.py > spacing-modifier-letters.json
