#!/usr/bin/python3
"""Write crcmod-algorithms.csv: the predefined CRC algorithms table of crcmod
(/usr/lib/python3/dist-packages/crcmod/predefined.py, package python3-crcmod).
Columns: name and class identifier as in the table, width in bits (derived from
the polynomial, which crcmod writes with its top bit), polynomial, whether the
algorithm is bit-reflected (crcmod's REVERSE flag), initial value, final XOR
value, and the check value (CRC of the ASCII bytes "123456789")."""
import sys
sys.dont_write_bytecode = True
import csv
import crcmod.predefined as p

rows = []
for name, ident, poly, reverse, init, xorout, check in p._crc_definitions_table:
    width = poly.bit_length() - 1
    digits = (width + 3) // 4
    rows.append({
        "name": name,
        "identifier": ident,
        "width_bits": width,
        "polynomial": "0x%X" % poly,
        "reflected": "yes" if reverse else "no",
        "init_value": "0x%0*X" % (digits, init),
        "xor_out": "0x%0*X" % (digits, xorout),
        "check_123456789": "0x%0*X" % (digits, check),
    })

with open("crcmod-algorithms.csv", "w", newline="", encoding="utf-8") as f:
    w = csv.DictWriter(f, fieldnames=list(rows[0]))
    w.writeheader()
    w.writerows(rows)
print(len(rows), "rows")
