#!/bin/sh
# Recreate every attachment of round 167 from this Debian 12 machine. Run from this folder.
set -e
cp /usr/share/doc/libjs-underscore/copyright libjs-underscore-copyright.txt
zcat /usr/share/doc/libhtml-format-perl/changelog.gz > libhtml-format-perl-changelog.txt
LANG=C.UTF-8 MANWIDTH=80 man -P cat 8 tc-netem | col -bx > tc-netem.8.txt
cp /usr/share/doc/libjansson4/README.rst jansson-README.txt
cp /usr/share/doc/libmpfr6/BUGS mpfr-BUGS.txt
/usr/bin/python3 make_v4l2_pixel_formats.py
/usr/bin/python3 make_groff_paper_sizes.py
