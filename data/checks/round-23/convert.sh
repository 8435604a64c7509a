#!/bin/sh
# Recreate every attachment of round 23 from this Debian 12 machine. Run from this folder.
set -e
cp /usr/share/doc/libsodium23/copyright libsodium-copyright.txt
zcat /usr/share/doc/libpipeline1/NEWS.md.gz > libpipeline-NEWS.md
LANG=C.UTF-8 MANWIDTH=80 man -P cat 7 pipe | col -bx > pipe.7.txt
zcat /usr/share/doc/init-system-helpers/README.policy-rc.d.gz > README.policy-rc.d.txt
cp /etc/maven/toolchains.xml maven-toolchains.xml
/usr/bin/python3 make_amdgpu_csv.py
/usr/bin/python3 make_telnet_json.py
