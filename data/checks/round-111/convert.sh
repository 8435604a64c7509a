#!/bin/sh
# Recreate every attachment of check set round 111 from this Debian 12 machine.
# Run from the round-111 folder.
set -e
cp /usr/share/doc/libdb5.3/copyright libdb5.3-copyright.txt
gzip -dc /usr/share/doc/liblerc4/changelog.gz > lerc-changelog.md
LANG=C.UTF-8 MANWIDTH=80 man -P cat 1 xargs | col -bx > xargs.1.txt
cp /usr/share/doc/chromium/README.Debian chromium-README.Debian.txt
gzip -dc /usr/share/doc/libxslt1.1/FEATURES.gz > libxslt-FEATURES.txt
/usr/bin/python3 make_source_highlight_lang_map.py
/usr/bin/python3 make_alsa_card_aliases.py
