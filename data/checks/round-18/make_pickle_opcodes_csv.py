#!/usr/bin/python3
"""Write pickle-opcodes.csv from the standard library's pickletools.opcodes
(/usr/lib/python3.11/pickletools.py), one row per opcode in the module's order.
Columns: name; code (the opcode byte as a character, e.g. "I", left empty when
the byte is not printable ASCII, i.e. 0x80 and above); code_hex (its byte value
as two hex digits); argument (name of the argument descriptor, or
empty when the opcode takes no inline argument); stack_before and stack_after
(names of the stack items, joined with " "; empty when none); proto (the pickle
protocol that introduced the opcode); summary (first line of the opcode's doc).
"""
import csv, pickletools

with open("pickle-opcodes.csv", "w", newline="", encoding="utf-8") as out:
    w = csv.writer(out, lineterminator="\n")
    w.writerow(["name", "code", "code_hex", "argument", "stack_before",
                "stack_after", "proto", "summary"])
    for op in pickletools.opcodes:
        w.writerow([
            op.name,
            op.code if 0x20 < ord(op.code) < 0x7F else "",
            "%02X" % ord(op.code),
            op.arg.name if op.arg is not None else "",
            " ".join(s.name for s in op.stack_before),
            " ".join(s.name for s in op.stack_after),
            op.proto,
            op.doc.strip().splitlines()[0].strip(),
        ])
print(len(pickletools.opcodes), "opcodes")
