#!/bin/sh
# Recreate every attachment of check set round 139 from this Debian 12 machine.
# Run from the folder that holds this script.
set -e
cp /usr/share/doc/libapparmor1/copyright libapparmor1-copyright.txt
gzip -dc /usr/share/doc/libnet-dbus-perl/changelog.gz > net-dbus-changelog.txt
LANG=C.UTF-8 MANWIDTH=80 man -P cat 3 strftime | col -bx > strftime.3.txt
cp /usr/share/doc/git/contrib/coccinelle/README git-coccinelle-README.txt
cp /usr/share/perl5/lwptut.pod lwptut.pod.txt
/usr/bin/python3 make_base_passwd_users.py
/usr/bin/python3 make_linux_prctl_options.py
