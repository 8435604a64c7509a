#!/bin/sh
# Rebuild every attachment of check round 1 from the files installed on a Debian 12 machine.
# Run from this folder: sh convert.sh
set -e
cp /usr/share/common-licenses/CC0-1.0 cc0-1.0.txt                  # verbatim
zcat /usr/share/doc/less/NEWS.gz > less-NEWS.txt                   # decompressed, verbatim
zcat /usr/share/doc/jq/changelog.gz > jq-ChangeLog.txt             # decompressed, verbatim
zcat /usr/share/doc/libffi8/README.md.gz > libffi-README.md        # decompressed, verbatim
zcat /usr/share/doc/zstd/README.md.gz > zstd-README.md             # decompressed, verbatim
MANWIDTH=80 man -P cat 5 fstab | col -bx > fstab.5.txt             # rendered man page
python3 make_tables.py /usr/share/zoneinfo .                       # leap-seconds.json, tz-zones.csv
