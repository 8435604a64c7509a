#!/bin/sh
# Recreate every attachment of check set round 100 from this Debian 12 machine.
# Run from this folder.
set -e
cp /usr/share/doc/python3-setuptools/copyright python3-setuptools-copyright.txt
gzip -dc /usr/share/doc/util-linux/releases/v2.38.1-ReleaseNotes.gz > util-linux-2.38.1-ReleaseNotes.txt
LANG=C.UTF-8 MANWIDTH=80 man -P cat 1 free | col -bx > free.1.txt
cp /usr/share/doc/wget/README wget-README.txt
gzip -dc /usr/share/doc/python3-pip/html/topics/vcs-support.md.gz > pip-vcs-support.md
/usr/bin/python3 make_vim_compilers.py
/usr/bin/python3 make_perl_releases.py
