#!/bin/sh
# Recreate every attachment of check round 35 from this Debian 12 machine.
# Run from this directory.
set -e
cp /usr/share/doc/libflac12/copyright libflac12-copyright.txt
zcat /usr/share/doc/libdatrie1/NEWS.gz > libdatrie-NEWS.txt
LANG=C.UTF-8 MANWIDTH=80 man -P cat 1 logger | col -bx > logger.1.txt
cp /usr/share/doc/man-db/FAQ man-db-FAQ.txt
zcat /usr/share/doc/libpam0g/Debian-PAM-MiniPolicy.gz > Debian-PAM-MiniPolicy.txt
/usr/bin/python3 make_iso639_2_csv.py
/usr/bin/python3 make_url_schemes_json.py
