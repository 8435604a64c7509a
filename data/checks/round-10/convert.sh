#!/bin/sh
# Recreate every attachment of check set round 10 from this Debian 12 machine.
# Run from this folder: sh convert.sh
set -e
cp /usr/share/doc/tmux/copyright tmux-copyright.txt
zcat /usr/share/doc/patch/NEWS.gz > patch-NEWS.txt
LANG=C.UTF-8 MANWIDTH=80 man -P cat 1 xxd | col -bx > xxd.1.txt
cp /usr/share/doc/util-linux/deprecated.txt util-linux-deprecated.txt
cp /usr/share/postgresql/15/pg_hba.conf.sample pg_hba.conf.sample.txt
/usr/bin/python3 make_x11_colors_csv.py
/usr/bin/python3 make_xkb_layouts_json.py
/usr/bin/python3 verify_answers.py
