#!/bin/sh
# Recreate every attachment of check set round 94 from this Debian 12 machine.
# Run from the round-94 folder:  sh convert.sh
set -e
cd "$(dirname "$0")"

# 1. Debian copyright file (verbatim)
cp /usr/share/doc/software-properties-common/copyright software-properties-common-copyright.txt

# 2. Upstream changelog (gunzipped verbatim)
gzip -dc /usr/share/doc/publicsuffix/changelog.gz > publicsuffix-changelog.txt

# 3. Man page, rendered
LANG=C.UTF-8 MANWIDTH=80 man -P cat 1 zipinfo | col -bx > zipinfo.1.txt

# 4. README (gunzipped verbatim)
gzip -dc /usr/share/doc/python3.11/README.rst.gz > python3.11-README.txt

# 5. Configuration file with comments (verbatim)
cp /etc/sysctl.conf procps-sysctl.conf.txt

# 6-7. Tables
/usr/bin/python3 make_webencodings_labels.py
/usr/bin/python3 make_orkhon_keymap.py
