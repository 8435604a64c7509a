#!/usr/bin/python3
"""Build base-passwd-master-users.csv from /usr/share/base-passwd/passwd.master,
adding the primary group name looked up in /usr/share/base-passwd/group.master."""
import csv

groups = {}
with open("/usr/share/base-passwd/group.master") as f:
    for line in f:
        line = line.rstrip("\n")
        if not line or line.startswith("#"):
            continue
        name, _pw, gid, _members = line.split(":", 3)
        groups[int(gid)] = name

rows = []
with open("/usr/share/base-passwd/passwd.master") as f:
    for line in f:
        line = line.rstrip("\n")
        if not line or line.startswith("#"):
            continue
        user, _pw, uid, gid, gecos, home, shell = line.split(":")
        rows.append({
            "user": user,
            "uid": int(uid),
            "gid": int(gid),
            "primary_group": groups.get(int(gid), ""),
            "gecos": gecos,
            "home_directory": home,
            "login_shell": shell,
        })

with open("base-passwd-master-users.csv", "w", newline="") as out:
    w = csv.DictWriter(out, fieldnames=list(rows[0].keys()))
    w.writeheader()
    w.writerows(rows)
