#!/bin/sh
# Recreate every attachment of check set round 171 from this Debian 12 machine.
set -e
cd "$(dirname "$0")"
cp /usr/share/doc/liblzma5/copyright liblzma5-copyright.txt
gunzip -c /usr/share/doc/gcc-12-base/NEWS.gz > gcc-12-NEWS.txt
LANG=C.UTF-8 MANWIDTH=80 man -P cat 8 ip-address | col -bx > ip-address.8.txt
cp /usr/share/doc/libsodium23/README.markdown libsodium-README.md
cp /usr/share/doc/git/contrib/contacts/git-contacts.txt git-contacts.txt
/usr/bin/python3 make_hicolor_icon_dirs.py
/usr/bin/python3 make_netbsd_compat_syscalls.py
