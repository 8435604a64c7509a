#!/bin/sh
# Recreate every attachment of round 69 from this Debian 12 machine. Run from this folder.
set -e
cp /usr/share/doc/cmake/copyright cmake-copyright.txt
zcat /usr/share/doc/libpsl5/changelog.gz > libpsl-changelog.txt
LANG=C.UTF-8 MANWIDTH=80 man -P cat 7 address_families | col -bx > address_families.7.txt
zcat /usr/share/doc/libgtk2.0-common/README.gz > gtk2-README.txt
cp /usr/share/glib-2.0/schemas/org.gnome.desktop.a11y.magnifier.gschema.xml org.gnome.desktop.a11y.magnifier.gschema.xml
/usr/bin/python3 make_dejavu_unicover_csv.py dejavu-unicode-coverage.csv
/usr/bin/python3 make_pydoc_topics_json.py python-help-topics.json
