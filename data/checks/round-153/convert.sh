#!/bin/sh
# Recreate every attachment of check round 153 from this Debian 12 machine.
# Run from the round-153 folder.
set -e
cp /usr/share/doc/libxtables12/copyright libxtables12-copyright.txt
gzip -dc /usr/share/doc/adwaita-icon-theme/NEWS.gz > adwaita-icon-theme-NEWS.txt
LANG=C.UTF-8 MANWIDTH=80 man -P cat 1 gpg-agent | col -bx > gpg-agent.1.txt
cp /usr/share/doc/libpango-1.0-0/README.md pango-README.md
cp /usr/lib/x86_64-linux-gnu/perl5/5.36/Net/DBus/Tutorial/ExportingObjects.pod net-dbus-tutorial-exporting-objects.txt
/usr/bin/python3 make_dns_rr_types.py
/usr/bin/python3 make_syslog_codes.py
