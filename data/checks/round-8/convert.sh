#!/bin/sh
# Recreate every attachment of check set round 8 from this Debian 12 machine.
# Run from this directory: sh convert.sh
set -eu
cp /usr/share/common-licenses/GPL-3 gpl-3.0.txt
LANG=C.UTF-8 MANWIDTH=80 man -P cat 5 os-release | col -bx > os-release.5.txt
zcat /usr/share/doc/python3-yaml/changelog.gz > pyyaml-changelog.txt
zcat /usr/share/doc/procps/FAQ.gz > procps-FAQ.txt
cp /usr/share/postgresql/15/postgresql.conf.sample postgresql.conf.sample.txt
/usr/bin/python3 make_windows_locale_csv.py      # -> windows-lcid-locales.csv
/usr/bin/python3 make_opcodes_json.py            # -> python311-opcodes.json
