"""Make cp437-upper-half.csv: the upper half (bytes 0x80-0xFF) of code page 437
as decoded by Python's cp437 codec, with the character names written in the
comments of /usr/lib/python3.11/encodings/cp437.py (its decoding_table).
Run with /usr/bin/python3 from this folder."""
import codecs
import csv
import re

SRC = "/usr/lib/python3.11/encodings/cp437.py"
text = open(SRC, encoding="utf-8").read()
table = text[text.index("decoding_table = ("):]
# lines look like:    '\xc7'     #  0x0080 -> LATIN CAPITAL LETTER C WITH CEDILLA
pat = re.compile(r"""^\s+(?:'(?:[^'\\]|\\.)*'|"'")\s+#\s+0x([0-9a-f]{4}) -> (.+?)\s*$""", re.M)
names = {int(h, 16): n for h, n in pat.findall(table)}
assert len(names) == 256, len(names)

rows = []
for b in range(0x80, 0x100):
    ch = bytes([b]).decode("cp437")
    assert codecs.decode(bytes([b]), "cp437") == ch
    rows.append({
        "byte_hex": "0x%02X" % b,
        "byte_decimal": b,
        "unicode": "U+%04X" % ord(ch),
        "character": ch,
        "name": names[b],
    })

with open("cp437-upper-half.csv", "w", newline="", encoding="utf-8") as f:
    w = csv.DictWriter(f, fieldnames=list(rows[0]), lineterminator="\n")
    w.writeheader()
    w.writerows(rows)
print(len(rows), "rows")
