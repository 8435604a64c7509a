#!/bin/sh
# Recreate every attachment of check set round 156 from this Debian 12 machine.
# Run from the folder that holds this script.
set -eu
cp /usr/share/doc/libpopt0/copyright libpopt0-copyright.txt
gzip -dc /usr/share/doc/util-linux/releases/v2.26-ReleaseNotes.gz > util-linux-v2.26-ReleaseNotes.txt
LANG=C.UTF-8 MANWIDTH=80 man -P cat 8 ifconfig | col -bx > ifconfig.8.txt
cp /usr/share/doc/llvm/README.Debian llvm-README.Debian.txt
cp /usr/share/doc/unzip/BUGS unzip-BUGS.txt
PYTHONDONTWRITEBYTECODE=1 /usr/bin/python3 make_google_usb_products.py
PYTHONDONTWRITEBYTECODE=1 /usr/bin/python3 make_pip_cmdoptions.py
