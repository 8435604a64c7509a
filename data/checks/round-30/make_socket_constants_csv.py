"""Write python-socket-constants.csv from the integer constants of Python's socket module
(/usr/lib/python3.11/socket.py plus the compiled _socket module of /usr/bin/python3.11).
Only the prefixes below are kept. One row per constant name: name, prefix, value,
and same_value_in_prefix (other names with the same prefix and value, ';'-separated).
Rows are sorted by prefix (in the order listed), then value, then name. Run with /usr/bin/python3."""
import csv
import socket
import sys

PREFIXES = ["AF", "SOCK", "SOL", "SO", "IPPROTO", "IP", "TCP", "MSG", "EAI"]

rows = []
for name in dir(socket):
    if not name.isupper() or "_" not in name:
        continue
    prefix = name.split("_")[0]
    if prefix not in PREFIXES:
        continue
    value = getattr(socket, name)
    if not isinstance(value, int):
        continue
    rows.append((prefix, int(value), name))

rows.sort(key=lambda r: (PREFIXES.index(r[0]), r[1], r[2]))
w = csv.writer(sys.stdout, lineterminator="\n")
w.writerow(["name", "prefix", "value", "same_value_in_prefix"])
for prefix, value, name in rows:
    others = [n for p, v, n in rows if p == prefix and v == value and n != name]
    w.writerow([name, prefix, value, ";".join(others)])
