#!/bin/sh
# Recreate every attachment of check round 44 from this Debian 12 machine. Run from this folder.
set -e
cp /usr/share/doc/sysvinit-utils/copyright sysvinit-utils-copyright.txt
zcat /usr/share/doc/openssl/NEWS.md.gz > openssl-NEWS.md
LANG=C.UTF-8 MANWIDTH=80 man -P cat 1 unshare | col -bx > unshare.1.txt
zcat /usr/share/doc/valgrind/README_MISSING_SYSCALL_OR_IOCTL.gz > valgrind-README_MISSING_SYSCALL_OR_IOCTL.txt
cp /usr/share/vim/vim90/doc/usr_01.txt vim-usr_01.txt
/usr/bin/python3 make_rpc_json.py
/usr/bin/python3 make_sdio_csv.py
