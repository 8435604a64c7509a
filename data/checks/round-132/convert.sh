#!/bin/sh
# Recreate every attachment of check set round 132 from this Debian 12 machine.
# Run from the folder that holds this script.
set -e
cp /usr/share/doc/libnsl-dev/copyright libnsl-dev-copyright.txt
gzip -dc /usr/share/doc/util-linux/releases/v2.34-ReleaseNotes.gz > util-linux-v2.34-ReleaseNotes.txt
LANG=C.UTF-8 MANWIDTH=80 man -P cat 8 usermod | col -bx > usermod.8.txt
cp /usr/share/doc/xml-core/README.Debian xml-core-README.Debian.txt
cp /usr/share/vim/vim90/doc/fold.txt vim-fold.txt
/usr/bin/python3 make_xkb_extra_layouts.py
/usr/bin/python3 make_vim_keymaps.py
