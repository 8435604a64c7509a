#!/usr/bin/python3
"""Make dpkg-ostable.json from dpkg's /usr/share/dpkg/ostable (the table of
operating-system names used to form Debian architecture names).
One object per non-comment line, in file order:
  debian_name  - column 1 (the Debian name for the system)
  abi, libc, kernel - the three dash-separated parts of debian_name
  gnu_name     - column 2 (the GNU name for the system)
  config_guess_regex - column 3 (regex matched against config.guess output)
"""
import json

out = []
with open("/usr/share/dpkg/ostable", encoding="utf-8") as f:
    for line in f:
        line = line.strip()
        if not line or line.startswith("#"):
            continue
        deb, gnu, regex = line.split()
        abi, libc, kernel = deb.split("-")
        out.append({"debian_name": deb, "abi": abi, "libc": libc, "kernel": kernel,
                    "gnu_name": gnu, "config_guess_regex": regex})

with open("dpkg-ostable.json", "w", encoding="utf-8") as f:
    json.dump(out, f, indent=2, ensure_ascii=False)
    f.write("\n")
print(len(out), "objects")
