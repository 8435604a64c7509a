#!/bin/sh
# Recreate every attachment of check set round 99 from this Debian 12 machine.
# Run from the folder that holds this script.
set -e
cp /usr/share/doc/heaptrack/copyright heaptrack-copyright.txt
gzip -dc /usr/share/doc/libcap-ng0/changelog.gz > libcap-ng-changelog.txt
LANG=C.UTF-8 MANWIDTH=80 man -P cat 8 ip-neighbour | col -bx > ip-neighbour.8.txt
cp /usr/share/doc/libipt2/README libipt2-README.txt
cp /usr/share/doc/linux-perf/tips.txt linux-perf-tips.txt
/usr/bin/python3 make_gdb_network_syscalls.py > gdb-network-syscalls.csv
/usr/bin/python3 make_zip_compression_methods.py > zip-compression-methods.json
