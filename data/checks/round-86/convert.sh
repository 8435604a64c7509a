#!/bin/sh
# Recreate every attachment of check round 86 from this Debian 12 machine.
# Run from this folder: sh convert.sh
set -e
cp /usr/share/doc/perl/copyright perl-copyright.txt
zcat /usr/share/doc/python3-httplib2/changelog.gz > httplib2-changelog.txt
LANG=C.UTF-8 MANWIDTH=80 man -P cat 1 fallocate | col -bx > fallocate.1.txt
zcat /usr/share/doc/openssh-client/README.Debian.gz > openssh-README.Debian.txt
zcat /usr/share/doc/x11proto-dev/damageproto.txt.gz > damageproto.txt
/usr/bin/python3 make_pygments_tokens_csv.py
/usr/bin/python3 make_musical_symbols_json.py
