#!/bin/sh
# Recreate every attachment of round 11 from this Debian 12 machine. Run from this folder.
set -e
cp /usr/share/doc/curl/copyright curl-copyright.txt
zcat /usr/share/doc/file/changelog.gz > file-changelog.txt
LANG=C.UTF-8 MANWIDTH=80 man -P cat 5 ext4 | col -bx > ext4.5.txt
zcat /usr/share/doc/gdb/README.gz > gdb-README.txt
cp /etc/maven/settings.xml maven-settings.xml
/usr/bin/python3 make_ast_nodes_csv.py
/usr/bin/python3 make_currency_json.py
