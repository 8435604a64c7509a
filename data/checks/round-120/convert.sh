#!/bin/sh
# Recreate every attachment of round 120 from this Debian 12 machine.
# Run from this folder.
set -e
cp /usr/share/doc/zlib1g/copyright zlib1g-copyright.txt
gzip -dc /usr/share/doc/util-linux/releases/v2.17-ReleaseNotes.gz > util-linux-v2.17-ReleaseNotes.txt
LANG=C.UTF-8 MANWIDTH=80 man -P cat 1 pg_createcluster | col -bx > pg_createcluster.1.txt
cp /usr/share/doc/python3.11/README.venv python3.11-README.venv.txt
cp /usr/share/vim/vim90/doc/pi_vimball.txt vim-pi_vimball.txt
/usr/bin/python3 make_printer_model_keywords.py
/usr/bin/python3 make_xdg_user_dirs_translations.py
