#!/bin/sh
# Recreate every attachment of check round 133 from this Debian 12 machine.
# Run from the round-133 folder.
set -e
cp /usr/share/doc/libxnvctrl0/copyright libxnvctrl0-copyright.txt
gzip -dc /usr/share/doc/cups-pk-helper/NEWS.gz > cups-pk-helper-NEWS.txt
LANG=C.UTF-8 MANWIDTH=80 man -P cat 1 dpkg-query | col -bx > dpkg-query.1.txt
gzip -dc /usr/share/doc/ed/README.gz > ed-README.txt
cp /etc/security/time.conf pam-time.conf.txt
/usr/bin/python3 make_http_header_order.py
/usr/bin/python3 make_freebsd_syscalls.py
