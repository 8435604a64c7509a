#!/bin/sh
# Recreate every attachment of check round 144 from this Debian 12 machine.
# Run from the round-144 folder:  sh convert.sh
set -e
cd "$(dirname "$0")"

# Debian copyright file (verbatim) - package libsvtav1enc1
cp /usr/share/doc/libsvtav1enc1/copyright libsvtav1enc1-copyright.txt

# Upstream release notes (gunzipped verbatim) - package util-linux
gzip -dc /usr/share/doc/util-linux/releases/v2.37-ReleaseNotes.gz > util-linux-v2.37-ReleaseNotes.txt

# Man page sysusers.d(5) rendered as plain text - package systemd
LANG=C.UTF-8 MANWIDTH=80 man -P cat 5 sysusers.d | col -bx > sysusers.d.5.txt

# README (verbatim) - package nettle-dev
cp /usr/share/doc/nettle-dev/README nettle-README.txt

# Vim help file (verbatim) - package vim-runtime
cp /usr/share/vim/vim90/doc/undo.txt vim-undo.txt

# Tables
/usr/bin/python3 make_nodejs_deprecations.py nodejs-deprecations.csv
/usr/bin/python3 make_postgresql_snowball_configs.py postgresql-snowball-configs.json
