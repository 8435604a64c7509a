#!/bin/sh
# Round 4: copy / render the text attachments (run from this directory).
set -e
cp /usr/share/common-licenses/Artistic artistic-license.txt
zcat /usr/share/doc/sed/NEWS.gz > sed-NEWS.txt
MANWIDTH=80 man -P cat 5 resolv.conf | col -bx > resolv.conf.5.txt
cp /usr/share/doc/nodejs/glossary.md nodejs-glossary.md
cp /etc/sensors3.conf sensors3.conf.txt
/usr/bin/python3 make_errno_csv.py > errno-codes.csv
/usr/bin/python3 make_mimetypes_json.py > python-mimetypes.json
