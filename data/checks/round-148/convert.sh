#!/bin/sh
# Recreate every attachment of check round 148 from this Debian 12 machine.
# Run from the round-148 folder.
set -e
cp /usr/share/doc/gdb/copyright gdb-copyright.txt
gzip -dc /usr/share/doc/util-linux/releases/v2.28-ReleaseNotes.gz > util-linux-v2.28-ReleaseNotes.txt
LANG=C.UTF-8 MANWIDTH=80 man -P cat 8 newusers | col -bx > newusers.8.txt
cp /usr/share/doc/vim-common/README.Debian vim-common-README.Debian.txt
cp /usr/share/doc/nodejs/contributing/diagnostic-tooling-support-tiers.md nodejs-diagnostic-tooling-support-tiers.md
/usr/bin/python3 make_pacific_timezones.py
/usr/bin/python3 make_npm_bundled_modules.py
