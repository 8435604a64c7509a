#!/bin/sh
# Recreates every attachment of check set round 107 from this Debian 12 machine.
# Run from this folder: sh convert.sh
set -e
cp /usr/share/doc/fonts-liberation/copyright fonts-liberation-copyright.txt
gzip -dc /usr/share/doc/libfile-mimeinfo-perl/changelog.gz > file-mimeinfo-changelog.txt
LANG=C.UTF-8 MANWIDTH=80 man -P cat 8 badblocks | col -bx > badblocks.8.txt
cp /usr/share/doc/fakeroot/README.saving fakeroot-README.saving.txt
cp /usr/share/doc/libtry-tiny-perl/CONTRIBUTING libtry-tiny-perl-CONTRIBUTING.txt
/usr/bin/python3 make_fontconfig_conf_avail.py fontconfig-conf-avail.csv
/usr/bin/python3 make_timedate_zone_offsets.py timedate-zone-offsets.json
