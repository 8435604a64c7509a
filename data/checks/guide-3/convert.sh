#!/bin/sh
# Recreate every attachment of guide-3 from this Debian 12 machine.
# Run from this folder:  sh convert.sh
set -e
cd "$(dirname "$0")"
cp /usr/share/common-licenses/GPL-1 gpl-1.txt
zcat /usr/share/doc/gettext/NEWS.gz > gettext-NEWS.txt
LANG=C.UTF-8 MANWIDTH=80 man -P cat 5 gitignore | col -bx > gitignore.5.txt
zcat /usr/share/doc/adduser/README.gz > adduser-README.txt
cp /usr/share/dbus-1/system.conf dbus-system.conf
zcat /usr/share/doc/bash/COMPAT.gz > bash-COMPAT.txt
/usr/bin/python3 make_syscalls_csv.py
/usr/bin/python3 make_cmake_policies_json.py
