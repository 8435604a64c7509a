#!/bin/sh
# Round 5: copy / render the attachments (run from this directory).
set -e
cp /usr/share/common-licenses/GPL-2 gpl-2.0.txt
zcat /usr/share/doc/grep/NEWS.gz > grep-NEWS.txt
LANG=C.UTF-8 MANWIDTH=80 man -P cat 7 signal | col -bx > signal.7.txt
cp /etc/java-17-openjdk/net.properties jdk-net.properties.txt
zcat /usr/share/doc/zlib1g-dev/FAQ.gz > zlib-FAQ.txt
/usr/bin/python3 make_encoding_aliases_csv.py > python-encoding-aliases.csv
/usr/bin/python3 make_latin1_json.py > latin1-supplement.json
