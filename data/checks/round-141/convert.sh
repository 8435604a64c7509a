#!/bin/sh
# Recreate every attachment of check set round 141 from this Debian 12 machine.
# Run from this folder: sh convert.sh
set -e
cd "$(dirname "$0")"

# Debian copyright file (diffutils 1:3.8-4), verbatim
cp /usr/share/doc/diffutils/copyright diffutils-copyright.txt

# Upstream ChangeLog of nPth (libnpth0 1.6-3), gunzipped verbatim
gzip -dc /usr/share/doc/libnpth0/changelog.gz > npth-ChangeLog.txt

# Man page dpkg-deb(1) (dpkg 1.21.22), rendered
LANG=C.UTF-8 MANWIDTH=80 man -P cat 1 dpkg-deb | col -bx > dpkg-deb.1.txt

# README (gcc-12-base 12.2.0-14+deb12u1), gunzipped verbatim
gzip -dc /usr/share/doc/gcc-12-base/README.Debian.amd64.gz > gcc-12-README.Debian.amd64.txt

# Vim configuration file with comments (llvm-14-dev 1:14.0.6-12), verbatim
cp /usr/share/vim/addons/llvm-14-vimrc llvm-14-vimrc.txt

# Tables
/usr/bin/python3 make_chemical_mime_types.py   # -> chemical-mime-types.csv (from /etc/mime.types, media-types 10.0.0)
/usr/bin/python3 make_minidump_constants.py    # -> minidump-constants.json (from llvm-14-dev MinidumpConstants.def)
