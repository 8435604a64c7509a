#!/bin/sh
# Recreates every attachment of check set 158 from this Debian 12 machine.
set -e
cd "$(dirname "$0")"
cp /usr/share/doc/libjsr305-java/copyright libjsr305-java-copyright.txt
zcat /usr/share/doc/util-linux/releases/v2.38-ReleaseNotes.gz > util-linux-v2.38-ReleaseNotes.txt
LANG=C.UTF-8 MANWIDTH=80 man -P cat 1 infocmp | col -bx > infocmp.1.txt
cp /usr/share/doc/adduser/examples/README adduser-local-README.txt
cp /usr/share/vim/vim90/doc/diff.txt vim-diff.txt
/usr/bin/python3 make_apt_template_suites.py > apt-template-suites.csv
/usr/bin/python3 make_ubuntu_mirror_countries.py > ubuntu-mirror-countries.json
