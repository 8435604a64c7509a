#!/bin/sh
# Recreate every attachment of check set round 149 from this Debian 12 machine.
# Run from the folder that holds this script.
set -e
cp /usr/share/doc/libglvnd0/copyright libglvnd0-copyright.txt
gunzip -c /usr/share/doc/liblcms2-2/changelog.gz > lcms2-changelog.txt
LANG=C.UTF-8 MANWIDTH=80 man -P cat 1 file | col -bx > file.1.txt
gunzip -c /usr/share/doc/libcommons-cli-java/README.md.gz > commons-cli-README.md
cp /usr/share/gettext/po/Makevars.template gettext-Makevars.template.txt
/usr/bin/python3 make_x86_relocations.py
/usr/bin/python3 make_elf_dynamic_tags.py
