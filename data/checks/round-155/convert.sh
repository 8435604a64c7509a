#!/bin/sh
# Recreate every attachment of check set round 155 from this Debian 12 machine.
# Run from the folder that holds this script.
set -e
cp /usr/share/doc/libjs-sphinxdoc/copyright libjs-sphinxdoc-copyright.txt
cp /usr/share/doc/libssh2-1/RELEASE-NOTES libssh2-RELEASE-NOTES.txt
LANG=C.UTF-8 MANWIDTH=80 man -P cat 1 git-worktree | col -bx > git-worktree.1.txt
cp /usr/share/doc/gnupg/examples/systemd-user/README gnupg-systemd-user-README.txt
cp /usr/share/doc/libreadline8/examples/Inputrc readline-Inputrc.txt
/usr/bin/python3 make_wintypes_csv.py
/usr/bin/python3 make_commons_parent_json.py
