#!/bin/sh
# Recreate every attachment of check set 134 from this Debian 12 machine.
set -e
cd "$(dirname "$0")"
cp /usr/share/doc/libsisu-inject-java/copyright libsisu-inject-java-copyright.txt
gzip -dc /usr/share/doc/util-linux/releases/v2.13-ReleaseNotes.gz > util-linux-v2.13-ReleaseNotes.txt
LANG=C.UTF-8 MANWIDTH=80 man -P cat 1 tar | col -bx > tar.1.txt
cp /usr/share/doc/openssl/README.Debian openssl-README.Debian.txt
gzip -dc /usr/share/doc/xextproto/shape.txt.gz > xextproto-shape.txt
/usr/bin/python3 make_pkgconfig_modules.py
/usr/bin/python3 make_unicode_name_corrections.py
