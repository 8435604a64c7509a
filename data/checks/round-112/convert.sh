#!/bin/sh
# Recreate every attachment of check set round 112 from this Debian 12 machine.
# Run from the folder that contains this script.
set -e
cp /usr/share/doc/python3-pygments/copyright python3-pygments-copyright.txt
gzip -dc /usr/share/doc/time/NEWS.gz > time-NEWS.txt
LANG=C.UTF-8 MANWIDTH=80 man -P cat 1 xrdb | col -bx > xrdb.1.txt
gzip -dc /usr/share/doc/zlib1g-dev/README.gz > zlib-README.txt
cp /usr/share/doc/procps/bugs.md procps-bugs.md
/usr/bin/python3 make_perl_feature_bundles.py > perl-feature-bundles.csv
/usr/bin/python3 make_pip_vendored_packages.py > pip-vendored-packages.json
