#!/usr/bin/python3
"""Turn dpkg's /usr/share/dpkg/tupletable (Debian arch tuple <-> arch name)
into dpkg-arch-tuples.csv, one row per non-comment line, in file order.
The tuple <abi>-<libc>-<os>-<cpu> is split into its four parts; the Debian
system name is <libc>-<os>; the ABI bit-size override comes from
/usr/share/dpkg/abitable and, for a concrete CPU, its bits and endianness
from /usr/share/dpkg/cputable (all left empty where there is none)."""
import csv

def table(path):
    rows = []
    with open(path, encoding="utf-8") as f:
        for line in f:
            line = line.strip()
            if not line or line.startswith("#"):
                continue
            rows.append(line.split())
    return rows

abibits = {r[0]: r[1] for r in table("/usr/share/dpkg/abitable")}
cpus = {r[0]: (r[3], r[4]) for r in table("/usr/share/dpkg/cputable")}

with open("dpkg-arch-tuples.csv", "w", newline="", encoding="utf-8") as out:
    w = csv.writer(out)
    w.writerow(["row", "debian_arch_tuple", "abi", "libc", "os", "cpu",
                "debian_system", "debian_arch_name", "uses_cpu_variable",
                "abi_bits_override", "cpu_bits", "cpu_endian"])
    for i, (tuple_, name) in enumerate(table("/usr/share/dpkg/tupletable"), 1):
        abi, libc, os_, cpu = tuple_.split("-", 3)
        bits, endian = cpus.get(cpu, ("", ""))
        w.writerow([i, tuple_, abi, libc, os_, cpu, libc + "-" + os_, name,
                    "yes" if "<cpu>" in tuple_ else "no", abibits.get(abi, ""),
                    bits, endian])
