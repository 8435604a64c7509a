#!/usr/bin/python3
"""List the compiled terminfo entries shipped by the ncurses-base package.

Reads each regular file listed by `dpkg-query -L ncurses-base` under
/lib/terminfo (symbolic links, which are just extra names, are skipped) and
decodes the legacy compiled terminfo format (term(5)): the names section and
the standard numeric and string capabilities (extended capabilities are not
read).  string_capabilities_set counts the standard string capabilities that
have a value in the compiled entry.
"""
import json
import os
import struct
import subprocess

# order of the first numeric capabilities in term(5) / <term.h>
NUM_NAMES = ["cols", "it", "lines", "lm", "xmc", "pb", "vt", "wsl", "nlab",
             "lh", "lw", "ma", "wnum", "colors", "pairs", "ncv"]

files = subprocess.run(["dpkg-query", "-L", "ncurses-base"], capture_output=True,
                       text=True, check=True).stdout.split("\n")
paths = sorted(p for p in files
               if p.startswith("/lib/terminfo/") and os.path.isfile(p)
               and not os.path.islink(p))

entries = []
for path in paths:
    with open(path, "rb") as fh:
        data = fh.read()
    magic, name_size, nbool, nnum, nstr, strtab = struct.unpack("<6h", data[:12])
    if magic == 0o432:
        numfmt, numsize = "<h", 2
    elif magic == 0o1036:
        numfmt, numsize = "<i", 4
    else:
        raise SystemExit("bad magic in %s" % path)
    pos = 12
    names = data[pos:pos + name_size].rstrip(b"\0").decode("ascii").split("|")
    pos += name_size
    bools = data[pos:pos + nbool]
    pos += nbool
    if (name_size + nbool) % 2:
        pos += 1
    nums = [struct.unpack(numfmt, data[pos + i * numsize:pos + (i + 1) * numsize])[0]
            for i in range(nnum)]
    pos += nnum * numsize
    offs = struct.unpack("<%dh" % nstr, data[pos:pos + 2 * nstr])

    def num(cap):
        i = NUM_NAMES.index(cap)
        if i < len(nums) and nums[i] >= 0:
            return nums[i]
        return None

    entries.append({
        "terminal": names[0],
        "aliases": names[1:-1],
        "description": names[-1] if len(names) > 1 else "",
        "file": path,
        "columns": num("cols"),
        "lines": num("lines"),
        "max_colors": num("colors"),
        "max_color_pairs": num("pairs"),
        "string_capabilities_set": sum(1 for o in offs if o >= 0),
    })

print(json.dumps(entries, indent=2, ensure_ascii=False))
