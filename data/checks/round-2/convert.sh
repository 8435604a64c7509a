#!/bin/sh
# Regenerates the round-2 attachments from files installed on this machine (Debian 12).
# Run from this folder: sh convert.sh
set -e
here=$(cd "$(dirname "$0")" && pwd)
cd "$here"
# man pages rendered to plain text
MANWIDTH=80 man -P cat 7 standards | col -bx > standards.txt
MANWIDTH=80 man -P cat 5 filesystems | col -bx > filesystems.txt
# documentation files, decompressed verbatim
zcat /usr/share/doc/valgrind/FAQ.txt.gz > valgrind-faq.txt
zcat /usr/share/doc/diffutils/NEWS.gz > diffutils-news.txt
cp /usr/share/doc/nodejs/contributing/strategic-initiatives.md nodejs-strategic-initiatives.md
# SIL Open Font License text, cut out of a Debian copyright file (DEP-5 continuation
# lines: drop the leading space, a lone "." is an empty line)
awk '/^License: custom-sil-open-font-license/{on=1; next} on && /^[^ ]/{on=0} on' \
    /usr/share/doc/libgraphite2-3/copyright | sed -e 's/^ //' -e 's/^\.$//' | sed -e '/./,$!d' > ofl-1.1.txt
# tables
python3 login_defs_to_csv.py /etc/login.defs > login-defs.csv
python3 tz_abbrevs_to_json.py /usr/share/postgresql/15/timezonesets/Default > timezone-abbreviations.json
