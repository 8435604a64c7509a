"""errno-codes.csv: every E* constant of Python's errno module (aliases included),
sorted by number then name; columns name,number,description
(description = os.strerror(number), i.e. the C library's message)."""
import csv, errno, os, sys

rows = sorted(((n, getattr(errno, n)) for n in dir(errno)
               if n.startswith("E") and isinstance(getattr(errno, n), int)),
              key=lambda r: (r[1], r[0]))
w = csv.writer(sys.stdout, lineterminator="\n")
w.writerow(["name", "number", "description"])
for name, num in rows:
    w.writerow([name, num, os.strerror(num)])
