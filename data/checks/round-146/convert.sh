#!/bin/sh
# Recreate the text attachments of check set 146 from this Debian 12 machine.
# Run from the round-146 folder.
set -e
cp /usr/share/doc/libplexus-utils2-java/copyright libplexus-utils2-java-copyright.txt
gzip -dc /usr/share/doc/util-linux/releases/v2.31-ReleaseNotes.gz > util-linux-v2.31-ReleaseNotes.txt
LANG=C.UTF-8 MANWIDTH=80 man -P cat 1 ssh-agent | col -bx > ssh-agent.1.txt
cp /usr/share/doc/passwd/README.Debian passwd-README.Debian.txt
cp /usr/share/vim/vim90/doc/version4.txt vim-version4.txt
/usr/bin/python3 make_perl_english_names.py
/usr/bin/python3 make_autodie_tags.py
