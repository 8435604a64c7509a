#!/usr/bin/python3
"""Table of the SQLite constants that Python's sqlite3 module (3.11) exposes for
Connection.set_authorizer() and Connection.setlimit()/getlimit().

The C extension _sqlite3 adds its constants to the module dict in blocks, in
the order of its source; that insertion order is used to group them:
  * SQLITE_DENY, SQLITE_IGNORE           -> kind "authorizer return value"
  * SQLITE_CREATE_INDEX .. SQLITE_RECURSIVE -> kind "authorizer action"
  * SQLITE_LIMIT_*                       -> kind "limit category"
Columns: constant, value, kind, object (for actions: the words after the verb
CREATE/DROP/ALTER, e.g. TEMP_INDEX for SQLITE_CREATE_TEMP_INDEX; empty when none),
default_limit (for limit categories only: what Connection.getlimit() returns on a
fresh ":memory:" connection with this machine's libsqlite3; empty otherwise).
Rows are sorted by kind (in the order above), then value.
"""
import csv
import sys
import _sqlite3

names = [k for k in _sqlite3.__dict__ if k.startswith("SQLITE_")]
i_deny = names.index("SQLITE_DENY")
i_first = names.index("SQLITE_CREATE_INDEX")
i_last = names.index("SQLITE_RECURSIVE")
returns = names[i_deny:i_first]
actions = names[i_first:i_last + 1]
limits = [k for k in names if k.startswith("SQLITE_LIMIT_")]

VERBS = ("CREATE", "DROP", "ALTER")

con = _sqlite3.connect(":memory:")

rows = []
for kind, group in (("authorizer return value", returns),
                    ("authorizer action", actions),
                    ("limit category", limits)):
    for name in sorted(group, key=lambda n: getattr(_sqlite3, n)):
        obj = ""
        if kind == "authorizer action":
            parts = name[len("SQLITE_"):].split("_", 1)
            if parts[0] in VERBS and len(parts) == 2:
                obj = parts[1]
        lim = ""
        if kind == "limit category":
            lim = con.getlimit(getattr(_sqlite3, name))
        rows.append((name, getattr(_sqlite3, name), kind, obj, lim))

w = csv.writer(sys.stdout, lineterminator="\n")
w.writerow(["constant", "value", "kind", "object", "default_limit"])
w.writerows(rows)
