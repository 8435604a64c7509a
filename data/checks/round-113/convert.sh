#!/bin/sh
# Recreate every attachment of check set round 113 from this Debian 12 machine.
# Run from the folder that holds this script.
set -e
cp /usr/share/doc/libcolord2/copyright libcolord2-copyright.txt
gunzip -c /usr/share/doc/libhttp-message-perl/changelog.gz > http-message-Changes.txt
LANG=C.UTF-8 MANWIDTH=80 man -P cat 1 appstreamcli | col -bx > appstreamcli.1.txt
gunzip -c /usr/share/doc/bash/README.commands.gz > bash-README.commands.txt
cp /etc/security/capability.conf pam-cap-capability.conf.txt
/usr/bin/python3 make_avahi_dbus_csv.py
/usr/bin/python3 make_tp_teams_json.py
