#!/usr/bin/python3
"""Write sqlite-extended-result-codes.json from the constants of Python's sqlite3 module
(/usr/lib/python3.11/sqlite3, _sqlite3 extension; package libpython3.11-stdlib).

Every SQLITE_* integer constant whose value is 256 or more is an extended result code
(authorizer action codes, limit categories and primary result codes are all below 256).
The low 8 bits of an extended code give its primary result code; the primary constant is
the SQLITE_* name that is a prefix of the extended name ("SQLITE_IOERR" for
"SQLITE_IOERR_READ") and has that value.
One object per extended code, sorted by value:
  {"name", "value", "hex", "primary", "primary_value", "variant"}   (variant = value >> 8)"""
import json, sqlite3

consts = {k: getattr(sqlite3, k) for k in dir(sqlite3)
          if k.startswith("SQLITE_") and isinstance(getattr(sqlite3, k), int)}
out = []
for name, value in consts.items():
    if value < 256:
        continue
    low = value & 0xFF
    prim = [p for p, v in consts.items() if v == low and name.startswith(p + "_")]
    assert len(prim) == 1, (name, prim)
    out.append({"name": name, "value": value, "hex": f"0x{value:04X}",
                "primary": prim[0], "primary_value": low, "variant": value >> 8})
out.sort(key=lambda d: d["value"])
with open("sqlite-extended-result-codes.json", "w", encoding="utf-8") as f:
    json.dump({"source": "Python " + __import__("platform").python_version()
               + " sqlite3 module constants, SQLite " + sqlite3.sqlite_version,
               "extended_result_codes": out}, f, indent=2)
    f.write("\n")
print(len(out), "codes")
